-- Is this member going to this event? The attendee test of event_rsvps' policy and of
-- get_event_attendees. SECURITY DEFINER so the policy can ask it without reading its own table again.
create or replace function private.attends(event uuid, member uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.event_rsvps r where r.event_id = event and r.member_id = member)
$$;
revoke execute on function private.attends(uuid, uuid) from public;
grant execute on function private.attends(uuid, uuid) to authenticated, service_role;
