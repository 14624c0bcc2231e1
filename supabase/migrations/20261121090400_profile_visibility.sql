-- Who may see a profile, by its visibility setting:
--   everyone: any signed-in user; matches: its owner and the users matched with it; nobody: its owner.
-- Seeing a profile is also what allows liking it or asking to connect.

-- SECURITY DEFINER: reading profiles (and interests) inside a profiles policy as the caller would
-- recurse into that same policy.
create function public.can_view_profile(profile_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
     where p.id = profile_id
       and (select auth.uid()) is not null
       and (p.id = (select auth.uid())
            or p.visibility = 'everyone'
            or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id))))
$$;
revoke execute on function public.can_view_profile(uuid) from public, anon;
grant execute on function public.can_view_profile(uuid) to authenticated;

-- The visibility = 'everyone' test repeats a case of can_view_profile() so that browsing public
-- profiles costs no function call per row; the function decides every other case.
create policy "Signed-in users see the profiles visible to them"
  on public.profiles for select to authenticated
  using (visibility = 'everyone' or public.can_view_profile(id));

-- A new interest is pending: only its receiver may accept it.
create policy "Users show interest in profiles they can see"
  on public.interests for insert to authenticated
  with check (
    sender_id = (select auth.uid()) and status = 'pending' and public.can_view_profile(receiver_id));

create policy "Users ask to connect with profiles they can see"
  on public.connection_requests for insert to authenticated
  with check (sender_id = (select auth.uid()) and public.can_view_profile(receiver_id));
