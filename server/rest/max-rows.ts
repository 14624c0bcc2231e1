/** Supabase's default cap on rows per response (PostgREST `db-max-rows`). */
export const MAX_ROWS = 1000;
