/** The one schema the REST surface serves, as on hosted Supabase by default. */
export const EXPOSED_SCHEMA = 'public';

/** Supabase's default cap on rows per response (PostgREST `db-max-rows`). */
export const MAX_ROWS = 1000;
