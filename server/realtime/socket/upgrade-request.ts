import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerContext } from '../../context';
import { apiKeyOf } from '../../http';
import { VSNS, type Vsn } from '../frames';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';

export type UpgradeCheck =
  | { ok: true; apiKey: string; vsn: Vsn }
  | { ok: false; status: number; body: { message: string; hint?: string } };

/** Whether a WebSocket upgrade may become a realtime connection: the path, an API key, a known vsn. */
export function checkUpgrade(ctx: ServerContext, req: IncomingMessage): UpgradeCheck {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== WEBSOCKET_PATH) return { ok: false, status: 404, body: { message: 'Not found' } };
  const apiKey = apiKeyOf(req);
  if (apiKey === undefined) {
    return {
      ok: false,
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  }
  if (apiKey !== ctx.keys.anonKey && apiKey !== ctx.keys.serviceRoleKey) {
    return { ok: false, status: 401, body: { message: 'Invalid API key' } };
  }
  // Phoenix assumes 1.0.0 when the client names no version.
  const vsn = url.searchParams.get('vsn') ?? '1.0.0';
  if (!VSNS.includes(vsn as Vsn)) {
    return { ok: false, status: 400, body: { message: `Unsupported serializer version: ${vsn}` } };
  }
  return { ok: true, apiKey, vsn: vsn as Vsn };
}

/** Answers a refused upgrade with a plain HTTP response, then drops the socket. */
export function refuseUpgrade(socket: Duplex, status: number, body: object): void {
  const text = JSON.stringify(body);
  const reason = status === 404 ? 'Not Found' : status === 400 ? 'Bad Request' : 'Unauthorized';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nX-Content-Type-Options: nosniff\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
  socket.once('error', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1_000).unref();
}
