import type { EdgeEnv, EdgeHandler } from './edge-function.ts';

// What supabase-js sends: hosted Edge Functions answer the browser's preflight themselves.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** A handler the browser may call from the SPA's origin: preflights answered, CORS headers on answers. */
export function withCors(handler: EdgeHandler): EdgeHandler {
  return async (req: Request, env: EdgeEnv) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    const response = await handler(req, env);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
