-- The conformance run (scripts/conformance/postgrest-js.ts): what the server calls at start after migrating
-- (server/db/index.ts), without the app schema, which would clash with the fixture (public.messages, public.users ...).
create schema if not exists private;
create table if not exists private.storage_origins (origin text primary key);
create function public.refresh_profile_ages() returns integer language sql as 'select 0';
revoke execute on function public.refresh_profile_ages() from public, anon, authenticated;
-- Upstream's database (the Supabase CLI's image) runs with these, and its suite's `explain with options`
-- shows them (EXPLAIN SETTINGS lists effective_cache_size; VERBOSE a Query Identifier, which
-- pg_stat_statements turns on there). They hold for sessions opened later: the run starts the server twice.
do $$ begin
  execute format('alter database %I set effective_cache_size = %L', current_database(), '128MB');
  execute format('alter database %I set compute_query_id = on', current_database());
end $$;
