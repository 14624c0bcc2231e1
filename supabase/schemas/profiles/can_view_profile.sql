-- Who may see a profile, by its visibility setting:
--   everyone: any signed-in user; matches: its owner and the users matched with it; nobody: its owner.
-- Seeing a profile is also what allows liking it or asking to connect. Seeing another profile
-- needs a complete caller; one's own profile is always visible. A block either way hides it.
-- SECURITY DEFINER: reading profiles (and interests) inside a profiles policy as the caller would
-- recurse into that same policy.
create or replace function private.can_view_profile(profile_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
     where p.id = profile_id
       and (select auth.uid()) is not null
       and (p.id = (select auth.uid())
            or (exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
                and not private.blocked_between((select auth.uid()), p.id)
                and (p.visibility = 'everyone'
                     or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id))))))
$$;
-- Policies run it as the member.
revoke execute on function private.can_view_profile(uuid) from public;
grant execute on function private.can_view_profile(uuid) to authenticated, service_role;
