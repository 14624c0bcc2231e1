-- A member's boosts now (docs/plans.md, Boosts): the end of the one running (null when none), how
-- many she may start (0 or 1: one per her plan's boost_every, counted from her last start, so unused
-- ones do not pile up) and when the next one comes while she has none left. A plan without
-- boost_every has none. Read by get_my_boost and start_boost, so both say the same.
create or replace function private.boost_state(member uuid)
returns table (active_until timestamptz, boosts_left integer, next_boost_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select (select max(b.ends_at) from public.boosts b
           where b.user_id = member and b.started_at <= now() and b.ends_at > now()),
         case when pl.boost_every is null then 0
              when last.started_at is null or last.started_at <= now() - pl.boost_every then 1
              else 0 end,
         case when last.started_at > now() - pl.boost_every then last.started_at + pl.boost_every end
    from public.plans pl
   cross join lateral (select max(b.started_at) as started_at from public.boosts b where b.user_id = member) last
   where pl.tier = private.effective_tier(member)
$$;
revoke execute on function private.boost_state(uuid) from public;
