-- The conformance run (scripts/conformance/postgrest-js.ts): what the server calls at start after migrating
-- (server/db/index.ts), without the app schema, which would clash with the fixture (public.messages, public.users ...).
create schema if not exists private;
create table if not exists private.storage_origins (origin text primary key);
create function public.refresh_profile_ages() returns integer language sql as 'select 0';
revoke execute on function public.refresh_profile_ages() from public, anon, authenticated;
