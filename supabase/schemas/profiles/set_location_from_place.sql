-- A chosen place decides the location text, so the label others see always names that place.
create or replace function public.set_location_from_place() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.place_id is not null then
    new.location := (select p.label from public.places p where p.id = new.place_id);
  end if;
  return new;
end;
$$;
revoke execute on function public.set_location_from_place() from public, anon, authenticated;
