import type { IncomingMessage } from 'node:http';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The only dated API version GoTrue knows; auth-js sends it on every request. */
export const API_VERSION_2024_01_01 = '2024-01-01';

/**
 * True when the client asked for the 2024-01-01 error format: GoTrue maps any valid date on or after
 * it to that version, and anything else (absent, earlier, malformed) to the initial format.
 */
export function wantsDatedErrors(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`);
}
