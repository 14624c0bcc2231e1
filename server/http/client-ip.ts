import type { IncomingMessage } from 'node:http';

/**
 * The caller's address for rate limiting. X-Forwarded-For is only believed behind a proxy we were
 * told about (TRUST_PROXY); otherwise anyone could pick a fresh address per request.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** TRUST_PROXY: the server runs behind a proxy that sets X-Forwarded-For. */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
}
