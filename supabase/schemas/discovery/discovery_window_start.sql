-- Where the feed's window that ends at window_end starts: the last activity time of the
-- window_size-th most recently active member the feed may show in the given cells, before
-- window_end, cut to the second (the window keeps every member of that second); '-infinity' when
-- fewer are left, so the last window holds all the rest. One index scan per cell in activity order
-- (profiles_recent_idx), merged, reading window_size entries at most: the window's edge costs the
-- same wherever the caller lives (docs/performance.md, Discovery feed). Cut to the second so the
-- cursor, which carries it, holds no member's exact activity time.
create or replace function private.discovery_window_start(cells integer[], window_end timestamptz, window_size integer)
returns timestamptz
language plpgsql stable
set search_path = ''
as $$
declare
  edge timestamptz;
begin
  execute format(
    'select w.last_active from (%s order by 1 desc offset $2 - 1 limit 1) w',
    (select string_agg(format(
              '(select p.last_active from public.profiles p
                 where p.geo_cell = %s and p.visibility = ''everyone'' and cardinality(p.photos) > 0
                   and p.last_active < $1
                 order by p.last_active desc limit $2)', c), ' union all ')
       from unnest(cells) as c))
    into edge using window_end, window_size;
  return coalesce(date_trunc('second', edge), '-infinity');
end;
$$;
revoke execute on function private.discovery_window_start(integer[], timestamp with time zone, integer) from public;
