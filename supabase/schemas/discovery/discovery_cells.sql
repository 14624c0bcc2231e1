-- The cells (private.geo_cell) a caller's bounding box touches, or null when it touches more than
-- 32 (a box near a pole, or spanning the globe): the feed then ranks every candidate at once instead
-- of window by window (docs/database.md, Discovery feed). 100 miles at 60° north is 4 by 8 cells.
create or replace function private.discovery_cells(latitude double precision, longitude double precision,
                                                   lat_span double precision, lon_span double precision)
returns integer[]
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when lon_span < 180
                   and (floor(least(latitude + lat_span, 89.999)) - floor(greatest(latitude - lat_span, -90)) + 1)
                       * (floor(longitude + lon_span) - floor(longitude - lon_span) + 1) <= 32
              then array(select private.geo_cell(r, c)
                           from generate_series(floor(greatest(latitude - lat_span, -90))::integer,
                                                floor(least(latitude + lat_span, 89.999))::integer) as r
                          cross join generate_series(floor(longitude - lon_span)::integer,
                                                     floor(longitude + lon_span)::integer) as c
                          order by 1)
         end
$$;
revoke execute on function private.discovery_cells(double precision, double precision, double precision, double precision) from public;
