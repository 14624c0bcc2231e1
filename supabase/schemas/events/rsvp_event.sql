-- She takes a seat at an upcoming event (docs/features.md, Events). Only for members whose plan
-- includes 'events' (private.entitled; 402 PT402, hint 'upgrade', naming the plans); an unknown or
-- past event is PT404; a full one PT409 'This event is full.' (409). Answering again changes nothing.
-- The capacity holds under concurrent calls: the event's row is locked (FOR UPDATE) before its seats
-- are counted, so RSVPs to one event take turns and the last seat goes to one member; each statement
-- after the lock reads what the previous holder committed (READ COMMITTED, a VOLATILE function).
-- Locking the row rather than keeping a counter under a check constraint keeps one source of truth
-- (the RSVP rows) and makes a late caller wait a moment rather than fail and retry.
-- Answers the event as get_event does. Tests: server/db/rls/events-rsvp.test.ts.
create or replace function public.rsvp_event(event_id uuid)
returns table (
  id uuid, title text, description text, venue text, location text, starts_at timestamptz, ends_at timestamptz,
  capacity integer, seats_left integer, picture_path text, distance_miles integer, attending boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  e public.events;
  taken integer;
  here public.places;
begin
  if me is null or not exists (select 1 from public.profiles p where p.id = me) then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if not private.entitled(me, 'events') then
    perform private.refuse_feature('events');
  end if;
  select * into e from public.events v where v.id = event_id and v.starts_at > now() for update;
  if not found then
    perform private.refuse('PT404', 'event_not_found');
  end if;
  if not private.attends(e.id, me) then
    select count(*) into taken from public.event_rsvps r where r.event_id = e.id;
    if taken >= e.capacity then
      perform private.refuse('PT409', 'event_full');
    end if;
    insert into public.event_rsvps (event_id, member_id) values (e.id, me);
  end if;
  select pl.* into here from public.places pl join public.profiles p on p.place_id = pl.id where p.id = me;
  return query select * from private.event_card(e, me, here);
end;
$$;
revoke execute on function public.rsvp_event(uuid) from public, anon;
grant execute on function public.rsvp_event(uuid) to authenticated;
