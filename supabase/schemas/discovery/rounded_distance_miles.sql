-- What a member is shown of a distance: never below 1 mile, whole miles up to 10, then steps of 5
-- up to 50, then steps of 10. Distances are between city centres (members' cities are public, their
-- positions are not stored), and the steps keep the gazetteer's coordinates from being worked back
-- out of many distances.
create or replace function private.rounded_distance_miles(miles double precision) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case
           when miles < 10.5 then greatest(1, round(miles))
           when miles < 52.5 then round(miles / 5) * 5
           else round(miles / 10) * 10
         end::integer
$$;
revoke execute on function private.rounded_distance_miles(double precision) from public;
