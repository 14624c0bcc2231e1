import type { ServerResponse } from 'node:http';
import { contentTypeOf, type MediaType } from './parse/media-type';

/** `Content-Range` as PostgREST writes it: `0-9/42`, `*\/0`, `0-9/*`. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const upper = offset + pageTotal - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, or 206 when a counted read returned part of the rows, or 416 when the offset is past the end. */
export function readStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) return 416;
  return pageTotal < total ? 206 : 200;
}

/**
 * Longest Location or Content-Location written. Both echo the request (its query, or key values from
 * the body); past this they are left out rather than make a header clients refuse (undici, like Node's
 * server, stops at 16 KB of headers). PostgREST always writes them; supabase-js reads neither.
 */
export const MAX_LOCATION_LENGTH = 1024;

export function boundedLocation(location: string | undefined): string | undefined {
  return location !== undefined && location.length <= MAX_LOCATION_LENGTH ? location : undefined;
}

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | undefined>,
  body?: { text: string; media: MediaType; contentType?: string },
): void {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = v;
  if (body === undefined) {
    res.writeHead(status, out);
    res.end();
    return;
  }
  const text = body.text;
  out['Content-Type'] = body.contentType ?? contentTypeOf(body.media);
  out['Content-Length'] = String(Buffer.byteLength(text));
  res.writeHead(status, out);
  res.end(text);
}
