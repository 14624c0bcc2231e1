-- What signed-in members see of each other (docs/database.md, Private profile fields).
-- A view runs with its owner's rights (security_invoker off), so it reads every profile and must
-- apply the visibility rule itself: the same rule as can_view_profile(), with the common
-- 'everyone' case first so that browsing costs no function call per row. security_barrier keeps
-- the caller's filters from running before that rule, so no filter or error message can probe a
-- hidden row. A block either way hides a profile (private.blocked_between). Private and derived-private columns (last_name, full_name, email, birth_date,
-- income, preferred_*, visibility, show_online_status, notify_*, basics_complete) are not in it;
-- updated_at is left out too, because it would tell when a member who hides their online status
-- was last active. A caller without a first name and an 18+ birth date sees only herself.
create or replace view public.public_profiles with (security_barrier = true) as
select p.id,
       p.username,
       p.first_name,
       p.gender,
       private.age_in_years(p.birth_date) as age,
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
       p.wants_children,
       -- The verified badge (private.is_verified).
       private.is_verified(p.id, p.photos[1]) as verified
  from public.profiles p
 where (select auth.uid()) is not null
   and (p.id = (select auth.uid())
        or (exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
            and not private.blocked_between((select auth.uid()), p.id)
            and (p.visibility = 'everyone'
                 or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id)))));
-- Default privileges would let the API roles write through this (auto-updatable) view with the
-- owner's rights: reading is all it is for, and only for signed-in members.
revoke all on public.public_profiles from public, anon, authenticated, service_role;
grant select on public.public_profiles to authenticated;
comment on view public.public_profiles is 'What signed-in members see of each other: public columns of the profiles visible to the caller.';
