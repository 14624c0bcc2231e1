import { APP_VERSION } from '../_shared/app-version.ts';

/** GET or POST /functions/v1/health: whether functions run, and which release answers. */
export async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  return Response.json({ status: 'ok', time: new Date().toISOString(), version: APP_VERSION });
}
