-- Settings, Blocked members: whom the caller blocked (not the matches she ended), newest first, with
-- their username and first name only: a blocked member is hidden from public_profiles, and the list
-- needs no more to tell who is who. At most 500 rows.
create or replace function public.get_blocked_members()
returns table (member_id uuid, username text, first_name text, blocked_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select k.blocked_id, p.username, p.first_name, k.created_at
    from public.blocks k
    join public.profiles p on p.id = k.blocked_id
   where k.blocker_id = (select auth.uid()) and k.kind = 'block'
   order by k.created_at desc, k.blocked_id
   limit 500
$$;
revoke execute on function public.get_blocked_members() from public, anon;
grant execute on function public.get_blocked_members() to authenticated;
