-- Whether the caller's profile is left out of discovery while an operator reviews reports about her,
-- and since when: one row, or none. She is told (the SPA's notice), so a member hidden by reports
-- knows why nobody new finds her and whom to ask; never who reported her or how many did.
create or replace function public.get_my_profile_review()
returns table (since timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select r.since from private.members_under_review r where r.member_id = (select auth.uid())
$$;
revoke execute on function public.get_my_profile_review() from public, anon;
grant execute on function public.get_my_profile_review() to authenticated;
