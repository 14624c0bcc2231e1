import type { TrustedProxies } from '../http/client-ip';

/** What the REST surface serves, as PostgREST's configuration names it. */
export interface RestOptions {
  trustProxy?: TrustedProxies;
  /**
   * PostgREST's `db-schemas`: the schemas a request may name with Accept-Profile / Content-Profile,
   * the first the one served without a header. Every other schema (auth, storage, private…) is refused
   * with 406 PGRST106.
   */
  schemas: string[];
  /** PostgREST's `db-extra-search-path`: what follows the request's schema in its search_path. */
  extraSearchPath: string[];
  /** PostgREST's `db-plan-enabled`: the EXPLAIN media type `application/vnd.pgrst.plan`; off unless set. */
  planEnabled: boolean;
}

// The catalogs are never an API (PostgREST 13 refuses them in db-schemas too).
const NEVER_EXPOSED = ['pg_catalog', 'information_schema'];

function list(value: string | undefined, otherwise: string[]): string[] {
  const names = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 ? [...new Set(names)] : otherwise;
}

/**
 * PGRST_DB_SCHEMAS (default `public`, as hosted Supabase), PGRST_DB_EXTRA_SEARCH_PATH (default
 * `public, extensions`, Supabase's), PGRST_DB_PLAN_ENABLED (`true` to enable; off by default).
 */
export function readRestOptions(env: NodeJS.ProcessEnv = process.env): RestOptions {
  const schemas = list(env.PGRST_DB_SCHEMAS, ['public']);
  const refused = schemas.filter((s) => NEVER_EXPOSED.includes(s.toLowerCase()));
  if (refused.length > 0) throw new Error(`PGRST_DB_SCHEMAS may not name ${refused.join(', ')}`);
  return {
    schemas,
    extraSearchPath: list(env.PGRST_DB_EXTRA_SEARCH_PATH, ['public', 'extensions']),
    planEnabled: env.PGRST_DB_PLAN_ENABLED === 'true',
  };
}
