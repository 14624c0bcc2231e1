import { restErrors } from '../rest-error';

export type MediaType = 'json' | 'object' | 'csv';

export interface Negotiated {
  media: MediaType;
  /** `;nulls=stripped`: keys whose value is null are left out. */
  stripNulls: boolean;
}

/** Picks the representation from `Accept`, or refuses (406 PGRST107) when none is offered. */
export function negotiateMedia(accept: string | undefined): Negotiated {
  if (accept === undefined || accept.trim() === '') return { media: 'json', stripNulls: false };
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (params.some((p) => p === 'q=0')) continue;
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { media: 'object', stripNulls };
    }
    if (type === 'application/vnd.pgrst.array+json') return { media: 'json', stripNulls };
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return { media: 'json', stripNulls: false };
    if (type === 'text/csv') return { media: 'csv', stripNulls: false };
  }
  throw restErrors.mediaType(accept);
}

export function contentTypeOf(media: MediaType): string {
  if (media === 'object') return 'application/vnd.pgrst.object+json; charset=utf-8';
  if (media === 'csv') return 'text/csv; charset=utf-8';
  return 'application/json; charset=utf-8';
}
