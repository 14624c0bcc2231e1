import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, RequestHeaders } from '../db';
import { HttpError } from '../http/http-error';
import { exceedsJsonDepth, JSON_TOO_DEEP } from '../http/json-depth';
import { MAX_JSON_BODY_BYTES, readBody } from '../http/read-body';
import type { Claims } from '../jwt';
import { MAX_ROWS } from './max-rows';
import type { Negotiated } from './parse/media-type';
import type { Preferences } from './parse/prefer';
import { parseRangeHeader } from './parse/range-header';
import { restErrors } from './rest-error';
import type { SchemaCacheHolder } from './schema-cache-holder';
import type { ReadNode } from './sql/read-plan';

/** What every REST operation works from. */
export interface RestRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  claims: Claims;
  prefs: Preferences;
  accept: Negotiated;
  db: Database;
  caches: SchemaCacheHolder;
  /** request.headers for SQL: the client's headers, x-real-ip the address the server believes. */
  dbHeaders: RequestHeaders;
  /** The transaction's search_path: the request's schema first, quoted (`"personal", "public", "extensions"`). */
  searchPath: string;
}

/** The JSON body; PGRST102 when it is missing, not JSON or nested too deep, 413 when over the limit. */
export async function readRestBody(req: IncomingMessage, options: { allowEmpty?: boolean } = {}): Promise<unknown> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_JSON_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.reason === 'body_too_large') throw restErrors.tooLarge(MAX_JSON_BODY_BYTES);
    throw error;
  }
  const text = raw.toString('utf8');
  if (options.allowEmpty && text.trim() === '') return undefined;
  if (exceedsJsonDepth(text)) throw restErrors.invalidBody(JSON_TOO_DEEP);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw restErrors.invalidBody();
  }
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The top-level page: limit/offset parameters intersected with a `Range` header, capped at MAX_ROWS.
 * Returns the offset the page starts at.
 */
export function applyTopRange(root: ReadNode, req: IncomingMessage): number {
  const header = parseRangeHeader(req.headers.range, req.headers['range-unit'] as string | undefined);
  let offset = root.offset ?? 0;
  let end = root.limit === undefined ? Infinity : offset + root.limit;
  if (header) {
    offset = Math.max(offset, header.offset);
    end = Math.min(end, header.limit === undefined ? Infinity : header.offset + header.limit);
  }
  root.offset = offset;
  root.limit = Math.max(0, Math.min(end - offset, MAX_ROWS));
  return offset;
}
