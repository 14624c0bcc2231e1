-- One profile with its photos (primary first, then the member's order) and its age as of today, in
-- one round trip. The owner gets their whole row; anyone else the public part, or null when the
-- profile is hidden from them. SECURITY INVOKER: the caller's policies decide, and photos follow
-- the photos table's own policy.
create or replace function public.get_profile_with_photos(profile_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select base || jsonb_build_object(
           'photos', coalesce(
             (select jsonb_agg(to_jsonb(ph) order by ph.is_primary desc, ph.position, ph.created_at, ph.id)
                from public.photos ph
               where ph.user_id = profile_id),
             '[]'::jsonb))
    from (select coalesce(
                   (select to_jsonb(own) || jsonb_build_object('age', private.age_in_years(own.birth_date))
                      from public.profiles own
                     where own.id = profile_id),
                   (select to_jsonb(pub) from public.public_profiles pub where pub.id = profile_id)) as base) found
   where base is not null
$$;
revoke execute on function public.get_profile_with_photos(uuid) from public, anon;
grant execute on function public.get_profile_with_photos(uuid) to authenticated;
