import { restErrors } from '../rest-error';

export type MediaType = 'json' | 'object' | 'csv' | 'geojson';

/** `application/vnd.pgrst.plan`: the statement's EXPLAIN instead of its result (PostgREST's db-plan-enabled). */
export interface PlanRequest {
  format: 'text' | 'json';
  /** EXPLAIN options, in PostgREST's order of `options=analyze|verbose|settings|buffers|wal`. */
  options: string[];
}

export interface Negotiated {
  /** The representation; for a plan, the one the plan is for (`for="…"`). */
  media: MediaType;
  /** `;nulls=stripped`: keys whose value is null are left out. */
  stripNulls: boolean;
  plan?: PlanRequest;
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** Picks the representation from `Accept`, or refuses (406 PGRST107) when none is offered. */
export function negotiateMedia(accept: string | undefined, settings: { planEnabled?: boolean } = {}): Negotiated {
  if (accept === undefined || accept.trim() === '') return { media: 'json', stripNulls: false };
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim());
    const lower = type.toLowerCase();
    if (params.some((p) => p === 'q=0')) continue;
    if (lower.startsWith('application/vnd.pgrst.plan')) {
      const plan = settings.planEnabled ? planOf(lower, params) : undefined;
      if (plan) return plan;
      continue;
    }
    const found = representation(lower, params.map((p) => p.toLowerCase()));
    if (found) return found;
  }
  throw restErrors.mediaType(accept);
}

function representation(type: string, params: string[]): Negotiated | undefined {
  const stripNulls = params.includes('nulls=stripped');
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { media: 'object', stripNulls };
  if (type === 'application/vnd.pgrst.array+json') return { media: 'json', stripNulls };
  if (type === 'application/json' || type === '*/*' || type === 'application/*') return { media: 'json', stripNulls: false };
  if (type === 'text/csv') return { media: 'csv', stripNulls: false };
  if (type === 'application/geo+json') return { media: 'geojson', stripNulls: false };
  return undefined;
}

// `application/vnd.pgrst.plan[+text|+json]; for="application/json"; options=verbose|settings`
function planOf(type: string, params: string[]): Negotiated | undefined {
  const format = type === 'application/vnd.pgrst.plan+json' ? 'json' : ['application/vnd.pgrst.plan', 'application/vnd.pgrst.plan+text'].includes(type) ? 'text' : undefined;
  if (!format) return undefined;
  const value = (name: string) => params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const forType = (value('for') ?? 'application/json').replace(/^"|"$/g, '').toLowerCase();
  const target = representation(forType, []);
  if (!target) return undefined;
  const asked = (value('options') ?? '').toLowerCase().split('|');
  return { ...target, plan: { format, options: PLAN_OPTIONS.filter((o) => asked.includes(o)) } };
}

export function contentTypeOf(media: MediaType): string {
  if (media === 'object') return 'application/vnd.pgrst.object+json; charset=utf-8';
  if (media === 'csv') return 'text/csv; charset=utf-8';
  if (media === 'geojson') return 'application/geo+json; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/** PostgREST's Content-Type of a plan: `application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8`. */
export function planContentType(media: MediaType, plan: PlanRequest): string {
  const forType = { json: 'application/json', object: 'application/vnd.pgrst.object+json', csv: 'text/csv', geojson: 'application/geo+json' }[media];
  const options = plan.options.length > 0 ? `; options=${plan.options.join('|')}` : '';
  return `application/vnd.pgrst.plan+${plan.format}; for="${forType}"${options}; charset=utf-8`;
}
