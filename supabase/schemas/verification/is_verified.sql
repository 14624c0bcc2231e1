-- The verified badge (docs/features.md, Verified badge): an approved verification of the photo that
-- is still her main photo. Computed, never stored, so a new main photo drops the badge at once (it
-- is suspended until a new selfie passes against that photo) and nothing can forget to clear it.
-- SECURITY DEFINER: members read only their own verifications, yet see everyone's badge (the
-- public_profiles view, the feed, the relationship card). Tests: server/db/rls/verification.test.ts.
create or replace function private.is_verified(member uuid, main_photo text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select main_photo is not null
     and exists (select 1 from public.photo_verifications v
                  where v.member_id = member and v.photo_url = main_photo and v.status = 'approved')
$$;
revoke execute on function private.is_verified(uuid, text) from public;
grant execute on function private.is_verified(uuid, text) to authenticated, service_role;
