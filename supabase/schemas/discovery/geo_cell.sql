-- The 1° by 1° cell of the globe a point lies in (latitude row, longitude column, wrapping at the
-- antimeridian): profiles.geo_cell, set from the member's city by set_location_from_place. The feed
-- reads its candidates' recent activity cell by cell (docs/performance.md, Discovery feed).
create or replace function private.geo_cell(latitude double precision, longitude double precision) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select (least(floor(latitude)::integer, 89) + 90) * 360 + ((floor(longitude)::integer + 180) % 360 + 360) % 360
$$;
revoke execute on function private.geo_cell(double precision, double precision) from public;
