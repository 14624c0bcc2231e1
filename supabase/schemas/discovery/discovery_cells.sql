-- The cells (private.geo_cell) a caller's bounding box touches, or null when it touches more than
-- 32 (a box near a pole, or spanning the globe): the feed then ranks every candidate at once instead
-- of window by window (docs/database.md, Discovery feed). 100 miles at 60° north is 4 by 8 cells.
-- Loops rather than a query over generate_series, which cost 10-20 ms a call to plan.
create or replace function private.discovery_cells(latitude double precision, longitude double precision,
                                                   lat_span double precision, lon_span double precision)
returns integer[]
language plpgsql immutable strict parallel safe
set search_path = ''
as $$
declare
  first_row integer := floor(greatest(latitude - lat_span, -90));
  last_row integer := floor(least(latitude + lat_span, 89.999));
  first_column integer := floor(longitude - lon_span);
  last_column integer := floor(longitude + lon_span);
  cells integer[] := '{}';
begin
  if lon_span >= 180 or (last_row - first_row + 1) * (last_column - first_column + 1) > 32 then
    return null;
  end if;
  for r in first_row..last_row loop
    for c in first_column..last_column loop
      cells := cells || private.geo_cell(r, c);
    end loop;
  end loop;
  return cells;
end;
$$;
revoke execute on function private.discovery_cells(double precision, double precision, double precision, double precision) from public;
