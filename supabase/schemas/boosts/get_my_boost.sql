-- The caller's boosts for the header's Boost button and Settings → Subscription: the running
-- boost's end, boosts left and the next one's date (private.boost_state says how they are counted).
create or replace function public.get_my_boost()
returns table (active_until timestamptz, boosts_left integer, next_boost_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select s.active_until, s.boosts_left, s.next_boost_at
    from private.boost_state((select auth.uid())) s
   where (select auth.uid()) is not null
$$;
revoke execute on function public.get_my_boost() from public, anon;
grant execute on function public.get_my_boost() to authenticated;
