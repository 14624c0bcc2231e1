-- A member's plan now: her subscription's tier while its period lasts, else Free. Computed at each
-- call, so a subscription that was not renewed counts as Free from the end of its period on, with
-- no job to run. The one definition every limit and get_my_plan() use.
create or replace function private.effective_tier(member uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select s.tier from public.subscriptions s where s.user_id = member and s.current_period_end > now()),
    'free')
$$;
revoke execute on function private.effective_tier(uuid) from public;
