-- How many AI answers a member may start in 24 hours: her plan's (public.plans), null when it has
-- no daily limit. The per-minute limit of start_ai_call holds for every plan.
create or replace function private.ai_daily_limit(member uuid) returns integer
language sql stable
set search_path = ''
as $$
  select p.ai_answers_per_day from public.plans p where p.tier = private.effective_tier(member)
$$;
revoke execute on function private.ai_daily_limit(uuid) from public;
