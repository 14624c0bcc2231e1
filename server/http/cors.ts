import type { IncomingMessage, ServerResponse } from 'node:http';

// The headers supabase-js sends; a preflight may ask for more (e.g. x-retry-count) and gets those too.
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'prefer',
  'range',
  'range-unit',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
];
const ALLOWED_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit';

/** CORS as the hosted gateway answers it: any origin may call the API. */
export function applyCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a preflight with 204; returns false when the request is not one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9-]+$/.test(h));
  const headers = [...new Set([...ALLOWED_HEADERS, ...requested])].join(', ');
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Max-Age': '3600',
    'Content-Length': '0',
  });
  res.end();
  return true;
}
