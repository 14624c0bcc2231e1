-- "I am here": the signed-in app calls this while its member uses it (src/entities/profile,
-- useTouchLastActive), so that last_active (the feed's activity score, 'Last active', the digest's
-- "away" test) follows use rather than sign-up. At most one write a minute per member, decided here
-- and not by the client: a call within the minute updates nothing (no row version, no trigger run),
-- so a client calling in a loop costs reads only. A time outside the last minute (older, or ahead
-- of the clock as an import may leave it) is replaced. Returns whether it wrote.
--
-- SECURITY INVOKER: members may update their own row (RLS), so the policy is a second guard on
-- `id = auth.uid()`; a definer function would add rights it does not need. The stamp trigger
-- (stamp_last_active) writes now() as well, and prepare_profile leaves updated_at alone for it.
create or replace function public.touch_last_active() returns boolean
language sql volatile security invoker
set search_path = ''
as $$
  with touched as (
    update public.profiles p
       set last_active = now()
     where p.id = (select auth.uid())
       and (p.last_active is null or p.last_active not between now() - interval '1 minute' and now())
    returning 1)
  select exists (select 1 from touched)
$$;
revoke execute on function public.touch_last_active() from public, anon;
grant execute on function public.touch_last_active() to authenticated;
