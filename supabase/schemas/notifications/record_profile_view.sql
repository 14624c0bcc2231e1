-- The caller opened a member's profile: that member may learn who viewed her (a notification,
-- at most one a day per pair, if she wants them). Never for a viewer she could not see herself
-- (a hidden viewer stays hidden), never for one's own profile or one she cannot see. True when a
-- view was recorded. The day is counted in private.usage_ledger, which a block (it deletes the
-- pair's notifications) leaves as it is: blocking and unblocking does not tell her again. Every view
-- of another member she can see counts against the viewer's plan first (private.count_profile_open:
-- once a day per pair, PT402 past the limit), told or not.
create or replace function public.record_profile_view(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or member is null or member = me or not private.can_view_profile(member) then
    return false;
  end if;
  perform private.count_profile_open(me, member);
  -- Would the member see the viewer? The visibility rule of can_view_profile, from her side.
  if not exists (
       select 1 from public.profiles v
        where v.id = me
          and (v.visibility = 'everyone'
               or (v.visibility = 'matches' and exists (
                     select 1 from public.interests i
                      where i.status = 'accepted'
                        and ((i.sender_id = me and i.receiver_id = member) or (i.sender_id = member and i.receiver_id = me)))))) then
    return false;
  end if;
  -- One viewer's views are recorded one at a time: two at once cannot both be the day's first.
  perform pg_advisory_xact_lock(hashtextextended('profile-views:' || me::text, 0));
  if exists (select 1 from private.usage_ledger u
              where u.member_id = me and u.kind = 'profile_view' and u.other_id = member and u.at > now() - interval '1 day') then
    return false;
  end if;
  if not private.notify(member, 'profile_view', me) then
    return false;
  end if;
  perform private.record_usage(me, 'profile_view', member, now());
  return true;
end;
$$;
revoke execute on function public.record_profile_view(uuid) from public, anon;
grant execute on function public.record_profile_view(uuid) to authenticated;
