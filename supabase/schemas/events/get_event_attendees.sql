-- Who goes to an event, for its attendees only (docs/features.md, Events): each member's id, first
-- name, username and main photo, in the order they answered. Not to a member who is not going (PT403,
-- 403), not across a block either way, and not a member whose profile is hidden from everyone
-- (visibility 'nobody'): the seats left count her, the list does not name her.
create or replace function public.get_event_attendees(event_id uuid)
returns table (id uuid, first_name text, username text, primary_photo_url text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
begin
  if me is null or not private.attends(event_id, me) then
    perform private.refuse('PT403', 'attendees_only');
  end if;
  return query
  select p.id, p.first_name, p.username, p.photos[1]
    from public.event_rsvps r
    join public.profiles p on p.id = r.member_id
   where r.event_id = get_event_attendees.event_id
     and (p.id = me or (p.visibility <> 'nobody' and not private.blocked_between(p.id, me)))
   order by r.created_at, p.id
   limit 10000;
end;
$$;
revoke execute on function public.get_event_attendees(uuid) from public, anon;
grant execute on function public.get_event_attendees(uuid) to authenticated;
