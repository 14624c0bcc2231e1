import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Keys never written, should a caller of the logger hand one over: the request log itself writes only
 * the fields request-log.ts names (no header, query string, body or message text), and
 * request-log.contract.test.ts checks a session's traffic leaves no secret in the log.
 */
const REDACTED = ['authorization', 'apikey', 'cookie', 'password', 'token', 'access_token', 'refresh_token', 'content', 'body', 'headers', 'query'];

/**
 * The server's structured log: one JSON object a line on stdout (or `destination`), at LOG_LEVEL
 * (info by default; `silent` turns it off).
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: [...REDACTED, ...REDACTED.map((key) => `*.${key}`)], censor: '[redacted]' },
    },
    destination,
  );
}

/** What the app logs to when it is given no logger (tests): nothing. */
export const silentLogger = (): Logger => pino({ level: 'silent' });
