import type { IncomingMessage } from 'node:http';
import { readBody } from '../http';

/** Largest request body a function receives. */
export const MAX_FUNCTION_BODY_BYTES = 2 * 1024 * 1024;

// Connection-level headers belong to the hop, not the request the function sees.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'content-length']);

/**
 * The Web Request a function receives for a Node request: the original method, headers (Authorization
 * included) and body, at `/<name><rest>?query` as the hosted runtime addresses it. X-Forwarded-For
 * holds the client's address as this server sees it, whatever the client sent, so a function can
 * pass it on to the auth rate limits. `signal` aborts when the client goes away, so a streaming
 * function can stop.
 */
export async function toWebRequest(
  req: IncomingMessage,
  path: string,
  clientAddress: string,
  signal: AbortSignal,
): Promise<Request> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // The Host header is the client's to choose: only a plain host[:port] goes into the URL.
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(req.headers.host ?? '')
    ? req.headers.host!
    : 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-forwarded-for', clientAddress);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, MAX_FUNCTION_BODY_BYTES) : undefined;
  return new Request(`http://${host}${path}${url.search}`, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}
