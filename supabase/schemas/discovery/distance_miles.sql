-- Great-circle distance in miles (haversine, mean Earth radius 3958.8 mi). Plain SQL rather than
-- earthdistance/cube: PGlite 0.3 ships those, but only as extensions each engine must load at
-- start, and this needs nothing else.
create or replace function private.distance_miles(lat1 double precision, lon1 double precision, lat2 double precision,
                                      lon2 double precision) returns double precision
language sql immutable strict parallel safe
set search_path = ''
as $$
  select 2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
$$;
revoke execute on function private.distance_miles(double precision, double precision, double precision, double precision) from public;
