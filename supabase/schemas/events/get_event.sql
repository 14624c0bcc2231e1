-- One upcoming event as its page shows it (docs/features.md, Events), for any member: the same
-- columns as get_events_near_me, wherever it is. An unknown or past event is PT404 (404).
create or replace function public.get_event(event_id uuid)
returns table (
  id uuid, title text, description text, venue text, location text, starts_at timestamptz, ends_at timestamptz,
  capacity integer, seats_left integer, picture_path text, distance_miles integer, attending boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  here public.places;
  e public.events;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into e from public.events v where v.id = event_id and v.starts_at > now();
  if not found then
    perform private.refuse('PT404', 'event_not_found');
  end if;
  select pl.* into here from public.places pl join public.profiles p on p.place_id = pl.id where p.id = me;
  return query select * from private.event_card(e, me, here);
end;
$$;
revoke execute on function public.get_event(uuid) from public, anon;
grant execute on function public.get_event(uuid) to authenticated;
