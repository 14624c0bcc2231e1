import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A proxy's id is kept so its log and ours line up; anything else is replaced (it is written to the log).
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: a proxy's X-Request-Id when it looks like one, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
