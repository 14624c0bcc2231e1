-- A gazetteer: the cities a member can pick as their location, with coordinates for the distance
-- filter. Members see a city's label (profiles.location) and never coordinates; the rows come from
-- GeoNames through a migration of their own (…_load_places.sql).

-- Lower case without the common Latin accents, so that "zurich" finds "Zürich".
create function public.place_search_key(text text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select lower(translate(text,
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŹźŻżŽž',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrSsSsSsTtUUUUuuuuUuUuUuYyyZzZzZz'))
$$;

create table public.places (
  -- The GeoNames id, so a place keeps its id when the list is loaded again.
  id integer primary key,
  name text not null,
  -- What members see and what profiles.location holds: 'Austin, TX', 'Zürich, Switzerland'.
  label text not null,
  country_code text not null,
  population integer not null,
  latitude double precision not null,
  longitude double precision not null,
  search_key text generated always as (public.place_search_key(name)) stored,
  constraint places_country_code_format check (country_code ~ '^[A-Z]{2}$'),
  constraint places_population_positive check (population >= 0),
  constraint places_latitude_range check (latitude between -90 and 90),
  constraint places_longitude_range check (longitude between -180 and 180)
);

-- Prefix search, biggest cities first.
create index places_search_key_idx on public.places (search_key text_pattern_ops, population desc);

-- Nobody reads the table through the API (coordinates stay inside the database): the city picker
-- asks search_places(), the discovery feed computes distances itself.
alter table public.places enable row level security;
revoke all on public.places from public, anon, authenticated;

-- Up to max_results (at most 20) places whose name starts with the query, biggest first.
create function public.search_places(query text, max_results integer default 8)
returns table (id integer, label text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.label
    from public.places p
   where btrim(query) <> ''
     and p.search_key like replace(replace(replace(public.place_search_key(btrim(query)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
   order by p.population desc, p.id
   limit least(greatest(coalesce(max_results, 8), 1), 20)
$$;
revoke execute on function public.search_places(text, integer) from public, anon;
grant execute on function public.search_places(text, integer) to authenticated;

-- The member's city. Private like the rest of the location data: public_profiles shows only the
-- label (location), never the place or its coordinates.
alter table public.profiles add column place_id integer references public.places (id) on delete set null;

-- A chosen place decides the location text, so the label others see always names that place.
create function public.set_location_from_place() returns trigger
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

create trigger profiles_set_location
  before insert or update of place_id, location on public.profiles
  for each row execute function public.set_location_from_place();
