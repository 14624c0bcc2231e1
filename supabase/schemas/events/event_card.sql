-- What a member is shown of an event: the list's and the event page's columns, for her (`member`):
-- seats left (capacity minus RSVPs; counted under the event's index), whether she goes, and the
-- rounded distance between her city's centre and the event's (null without a city), as the feed
-- shows distances (private.rounded_distance_miles).
create or replace function private.event_card(e public.events, member uuid, member_place public.places)
returns table (
  id uuid, title text, description text, venue text, location text, starts_at timestamptz, ends_at timestamptz,
  capacity integer, seats_left integer, picture_path text, distance_miles integer, attending boolean)
language sql stable security definer
set search_path = ''
as $$
  select e.id, e.title, e.description, e.venue, pl.label, e.starts_at, e.ends_at, e.capacity,
         greatest(0, e.capacity - (select count(*)::integer from public.event_rsvps r where r.event_id = e.id)),
         e.picture_path,
         case when member_place.id is not null
              then private.rounded_distance_miles(private.distance_miles(member_place.latitude, member_place.longitude,
                                                                         pl.latitude, pl.longitude)) end,
         private.attends(e.id, member)
    from public.places pl
   where pl.id = e.place_id
$$;
revoke execute on function private.event_card(public.events, uuid, public.places) from public;
