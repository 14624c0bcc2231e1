import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ConfigError } from '../config';

const MIN_TOKEN_LENGTH = 16;

/** METRICS_TOKEN: the bearer token a scraper sends to a server others can reach. */
export function readMetricsToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_TOKEN_LENGTH) throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long`);
  return token;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}
