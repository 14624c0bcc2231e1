-- One profile with its photos (primary first) and its age as of today, in one round trip.
-- SECURITY INVOKER: the caller's policies decide, so a profile they may not see comes back null.
create function public.get_profile_with_photos(profile_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select to_jsonb(p)
         || jsonb_build_object(
              'age', public.age_in_years(p.birth_date),
              'photos', coalesce(
                (select jsonb_agg(to_jsonb(ph) order by ph.is_primary desc, ph.created_at, ph.id)
                   from public.photos ph
                  where ph.user_id = p.id),
                '[]'::jsonb))
    from public.profiles p
   where p.id = profile_id
$$;

revoke execute on function public.get_profile_with_photos(uuid) from public, anon;
grant execute on function public.get_profile_with_photos(uuid) to authenticated;
