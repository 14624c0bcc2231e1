import type { IncomingMessage } from 'node:http';
import { ConfigError } from '../config';

/** How many proxies in front of the server append to X-Forwarded-For; `true` is one, `false` none. */
export type TrustedProxies = boolean | number;

export function trustedProxyCount(trusted: TrustedProxies): number {
  if (typeof trusted === 'boolean') return trusted ? 1 : 0;
  return Math.max(0, Math.floor(trusted));
}

function forwardedEntries(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for'];
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The caller's address for rate limiting. Each trusted proxy appends the address it saw to
 * X-Forwarded-For, and whatever stands to the left of those entries is the client's to write; so
 * with `trusted` proxies the client is the entry that many from the right, and anything further
 * left is ignored. A header shorter than that (a request that came through fewer proxies than
 * configured) gives its leftmost entry: still written by one of our proxies, whereas the socket
 * would be the proxy itself and put every client in one bucket. No proxy trusted, or no header:
 * the socket's address.
 */
export function clientIp(req: IncomingMessage, trusted: TrustedProxies): string {
  const hops = trustedProxyCount(trusted);
  if (hops > 0) {
    const entries = forwardedEntries(req);
    const client = entries.length >= hops ? entries[entries.length - hops] : entries[0];
    if (client) return client;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

const ON = ['true', 'yes', 'on'];
const OFF = ['', 'false', 'no', 'off'];

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (`true` means
 * one). A value that is neither stops the server: guessing wrong either lets clients pick their
 * address or counts every client as the proxy.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (ON.includes(value)) return 1;
  if (OFF.includes(value)) return 0;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new ConfigError(
    `TRUST_PROXY must be true, false or the number of proxies in front of the server (e.g. 1), not "${env.TRUST_PROXY}"`,
  );
}
