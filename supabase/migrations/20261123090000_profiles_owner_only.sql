-- A profile row holds private data (e-mail, birth date, last name, income, preferences, settings)
-- next to what other members may see. RLS filters rows, not columns, so every path that reads
-- `profiles` (select=*, named columns, filters, embeds, RPCs) is now for the owner alone, and
-- members see each other through `public_profiles`: the public columns of the profiles visible to
-- them, the age instead of the birth date, and last_active only when its owner shows it.
--
-- The owner's own calls on `profiles` (registration insert, select own row with photos, update
-- with the edited fields, update preferred_*) keep working unchanged.

drop policy "Signed-in users see the profiles visible to them" on public.profiles;

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

-- A view runs with its owner's rights (security_invoker off), so it reads every profile and must
-- apply the visibility rule itself: the same rule as can_view_profile(), with the common
-- 'everyone' case first so that browsing costs no function call per row. security_barrier keeps
-- the caller's filters from running before that rule, so no filter or error message can probe a
-- hidden row. Private and derived-private columns (last_name, full_name, email, birth_date,
-- income, preferred_*, visibility, show_online_status, notify_*) are not in it; updated_at is left
-- out too, because it would tell when a member who hides their online status was last active.
create view public.public_profiles with (security_barrier = true) as
select p.id,
       p.username,
       p.first_name,
       p.gender,
       public.age_in_years(p.birth_date) as age,
       p.bio,
       p.location,
       p.interests,
       p.relationship_goals,
       p.photos,
       case when p.show_online_status then p.last_active end as last_active,
       p.created_at,
       p.body_type,
       p.hair_type,
       p.height_cm,
       p.education,
       p.drinking,
       p.smoking,
       p.religion,
       p.has_children,
       p.wants_children
  from public.profiles p
 where (select auth.uid()) is not null
   and (p.visibility = 'everyone'
        or p.id = (select auth.uid())
        or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id)));

comment on view public.public_profiles is
  'What signed-in members see of each other: public columns of the profiles visible to the caller.';

-- Default privileges would let the API roles write through this (auto-updatable) view with the
-- owner's rights: reading is all it is for, and only for signed-in members.
revoke all on public.public_profiles from public, anon, authenticated, service_role;
grant select on public.public_profiles to authenticated;

-- The owner gets their whole row; anyone else the public part, or null when the profile is hidden
-- from them. Photos follow the photos table's own policy.
create or replace function public.get_profile_with_photos(profile_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select base || jsonb_build_object(
           'photos', coalesce(
             (select jsonb_agg(to_jsonb(ph) order by ph.is_primary desc, ph.created_at, ph.id)
                from public.photos ph
               where ph.user_id = profile_id),
             '[]'::jsonb))
    from (select coalesce(
                   (select to_jsonb(own) || jsonb_build_object('age', public.age_in_years(own.birth_date))
                      from public.profiles own
                     where own.id = profile_id),
                   (select to_jsonb(pub) from public.public_profiles pub where pub.id = profile_id)) as base) found
   where base is not null
$$;

-- created_at says how long someone has been a member: the database sets it, nobody rewrites it.
create function public.keep_profile_created_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif new.created_at is distinct from old.created_at then
    raise exception 'The creation time of a profile cannot change'
      using errcode = 'check_violation', constraint = 'profiles_created_at_fixed';
  end if;
  return new;
end;
$$;

create trigger profiles_keep_created_at
  before insert or update of created_at on public.profiles
  for each row execute function public.keep_profile_created_at();
