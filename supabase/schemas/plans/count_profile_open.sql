-- A member's plan bounds how many other members' profiles she opens in 24 hours
-- (plans.profile_views_per_day; null is unlimited: docs/plans.md, Limits). Each pair counts once a
-- day however often she opens it, so it is stored per viewer and viewed member ('profile_open' in
-- private.usage_ledger, which a block leaves as it is: blocking and unblocking gives nothing back).
-- Only the viewer's own rows are written, so nobody can add to another member's count. Called by
-- record_profile_view (which open_profile calls), never through the API. Raises PT402 past the limit.
create or replace function private.count_profile_open(viewer uuid, member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  quota integer;
  opened integer;
begin
  if viewer is null or member is null or viewer = member then
    return;
  end if;
  -- One viewer's opens are counted one at a time: two at once cannot both take the last one.
  perform pg_advisory_xact_lock(hashtextextended('profile-views:' || viewer::text, 0));
  if exists (select 1 from private.usage_ledger u
              where u.member_id = viewer and u.kind = 'profile_open' and u.other_id = member
                and u.at > now() - interval '1 day') then
    return;
  end if;
  select p.profile_views_per_day into quota from public.plans p where p.tier = private.effective_tier(viewer);
  if quota is not null then
    select count(*) into opened
      from (select 1 from private.usage_ledger u
             where u.member_id = viewer and u.kind = 'profile_open' and u.at > now() - interval '1 day'
             order by u.at desc limit quota) recent;
    if opened >= quota then
      perform private.refuse_by_plan(jsonb_build_object('refusal', 'profiles_per_day', 'count', quota));
    end if;
  end if;
  perform private.record_usage(viewer, 'profile_open', member, now());
end;
$$;
revoke execute on function private.count_profile_open(uuid, uuid) from public;
