-- A chosen place decides the location text, so the label others see always names that place, and
-- the member's cell of the globe (private.geo_cell), which the feed reads her activity by.
create or replace function public.set_location_from_place() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.place_id is not null then
    select p.label, private.geo_cell(p.latitude, p.longitude) into new.location, new.geo_cell
      from public.places p where p.id = new.place_id;
  else
    new.geo_cell := null;
  end if;
  return new;
end;
$$;
revoke execute on function public.set_location_from_place() from public, anon, authenticated;
