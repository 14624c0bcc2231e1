-- How many members wait for the caller's answer: her pending interests received, not passed on,
-- from senders she may see (public_profiles: not blocked, not hidden), counted up to 1,000. Every
-- plan gets the number (the likes badge, and the locked 'People Interested in You' of a plan without
-- 'see_who_liked_you'); nothing of who sent them. SECURITY DEFINER: the interests policy withholds
-- these rows from a member whose plan lacks the feature. docs/plans.md (See who liked you).
create or replace function public.count_received_interests() returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer
    from (select 1
            from public.interests i
           where i.receiver_id = (select auth.uid())
             and i.status = 'pending'
             and not exists (select 1 from public.interest_passes p where p.interest_id = i.id)
             and private.can_view_profile(i.sender_id)
           limit 1000) waiting
$$;
revoke execute on function public.count_received_interests() from public, anon;
grant execute on function public.count_received_interests() to authenticated;
