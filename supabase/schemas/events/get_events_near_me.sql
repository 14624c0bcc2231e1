-- The upcoming events near the caller (docs/features.md, Events): those whose city is within her
-- preferred_distance of hers (city centres, haversine: private.distance_miles, as the discovery feed
-- measures), soonest first; every upcoming event when she has no city (no distance to filter on;
-- distance_miles null). Paged by keyset on (starts_at, id): the last row's pair as `after_starts_at`
-- and `after_id`; page_size 1..50. Upcoming events are few (the operator makes them), so they are read
-- through events_starts_at_idx and measured one by one, without the feed's bounding box. Every member
-- may browse; attending is the plan's (rsvp_event). Tests: server/db/rls/events.test.ts.
create or replace function public.get_events_near_me(after_starts_at timestamptz default null, after_id uuid default null,
                                                     page_size integer default 20)
returns table (
  id uuid, title text, description text, venue text, location text, starts_at timestamptz, ends_at timestamptz,
  capacity integer, seats_left integer, picture_path text, distance_miles integer, attending boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  size constant integer := least(greatest(coalesce(page_size, 20), 1), 50);
  reach integer;
  here public.places;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select p.preferred_distance into reach from public.profiles p where p.id = me;
  select pl.* into here from public.places pl join public.profiles p on p.place_id = pl.id where p.id = me;
  return query
  select c.*
    from public.events e
    join public.places pl on pl.id = e.place_id
   cross join lateral private.event_card(e, me, here) c
   where e.starts_at > now()
     and (after_starts_at is null or (e.starts_at, e.id) > (after_starts_at, coalesce(after_id, '00000000-0000-0000-0000-000000000000'::uuid)))
     and (here.id is null
          or private.distance_miles(here.latitude, here.longitude, pl.latitude, pl.longitude) <= reach)
   order by e.starts_at, e.id
   limit size;
end;
$$;
revoke execute on function public.get_events_near_me(timestamptz, uuid, integer) from public, anon;
grant execute on function public.get_events_near_me(timestamptz, uuid, integer) to authenticated;
