-- How many AI answers a member may start in 24 hours. One number for everyone today; plans will
-- make it depend on the member's subscription, here and nowhere else.
create or replace function private.ai_daily_limit(member uuid) returns integer
language sql stable
set search_path = ''
as $$
  select 200
$$;
revoke execute on function private.ai_daily_limit(uuid) from public;
