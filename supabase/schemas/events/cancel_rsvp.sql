-- She gives her seat back (docs/features.md, Events), whatever her plan now: a seat taken under a
-- plan that ended can still be freed. An unknown or past event is PT404; not going changes nothing.
-- Answers the event as get_event does.
create or replace function public.cancel_rsvp(event_id uuid)
returns table (
  id uuid, title text, description text, venue text, location text, starts_at timestamptz, ends_at timestamptz,
  capacity integer, seats_left integer, picture_path text, distance_miles integer, attending boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  e public.events;
  here public.places;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into e from public.events v where v.id = event_id and v.starts_at > now();
  if not found then
    perform private.refuse('PT404', 'event_not_found');
  end if;
  delete from public.event_rsvps r where r.event_id = e.id and r.member_id = me;
  select pl.* into here from public.places pl join public.profiles p on p.place_id = pl.id where p.id = me;
  return query select * from private.event_card(e, me, here);
end;
$$;
revoke execute on function public.cancel_rsvp(uuid) from public, anon;
grant execute on function public.cancel_rsvp(uuid) to authenticated;
