-- The profile page's read of another member (/profile/{id}): her public part with its photos, as
-- public_profiles and the photos policy show them, or null when she is hidden from the caller or
-- unknown (nothing counted). Opening her is a profile view: counted against the caller's plan
-- (private.count_profile_open, PT402 past the limit, and then nothing of her leaves the database)
-- and perhaps told to her (record_profile_view). One's own profile is not counted. Other screens
-- (feed cards, conversations, matches) read public_profiles and are not counted.
-- SECURITY DEFINER to write the count; the caller is still auth.uid(), whose visibility rules apply.
create or replace function public.open_profile(member uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or member is null or not private.can_view_profile(member) then
    return null;
  end if;
  if member <> me then
    perform public.record_profile_view(member);
  end if;
  return (
    select to_jsonb(pub) || jsonb_build_object('photo_rows', coalesce(
             (select jsonb_agg(jsonb_build_object('id', ph.id, 'url', ph.url, 'is_primary', ph.is_primary,
                                                  'position', ph.position, 'created_at', ph.created_at)
                               order by ph.is_primary desc, ph.position, ph.created_at, ph.id)
                from public.photos ph
               where ph.user_id = member),
             '[]'::jsonb))
      from public.public_profiles pub
     where pub.id = member);
end;
$$;
revoke execute on function public.open_profile(uuid) from public, anon;
grant execute on function public.open_profile(uuid) to authenticated;
