import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { answerPreflight, applyCors } from './cors';
import { HttpError } from './http-error';
import { findMount, isApiPath, type Mount } from './mounts';
import { checkApiKey } from './request-claims';
import { sendJson } from './send-json';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Routes API prefixes to their surfaces (behind CORS and the API-key check) and everything else to the SPA. */
export function createRequestListener(ctx: ServerContext, mounts: Mount[], serveStatic: StaticHandler): Listener {
  return (req, res) => {
    handle(req, res).catch((error: unknown) => answerError(res, error));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!isApiPath(pathname)) return serveStatic(req, res);
    applyCors(res);
    // Every API answer is data: a browser must never take a JSON body (which echoes what callers
    // stored) for HTML or script by sniffing its bytes.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (answerPreflight(req, res)) return;
    const found = findMount(mounts, pathname);
    // The hosted gateway's words for a path no service is mounted on.
    if (found === undefined) return sendJson(res, 404, { message: 'no Route matched with those values' });
    if (found.mount.requiresApiKey(found.subpath)) checkApiKey(ctx, req);
    await found.mount.handler(req, res, found.subpath);
  }
}

function answerError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    if (!res.headersSent) sendJson(res, error.status, error.body, error.headers);
    else res.destroy();
    return;
  }
  console.error('request failed:', error);
  if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
  else res.destroy();
}
