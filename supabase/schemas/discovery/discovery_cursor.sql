-- The feed's cursor: the first page's time (the activity part of the score is measured from it, so
-- scores do not move between pages), the row's window (its end, a second, and its size: see
-- discovery_window_start), then the row's sort key within the window (rank, shown last_active, id).
-- Opaque to the app; it holds nothing the row itself does not show but the window's end, a second at
-- which some member near the caller was last active (not who).
create or replace function private.discovery_cursor(anchor timestamptz, window_end timestamptz, window_size integer,
                                                    score integer, shown_active timestamptz, id uuid)
returns text
language sql immutable
set search_path = ''
as $$
  select translate(encode(convert_to(concat_ws('|', 'v2',
           (extract(epoch from anchor) * 1000000)::bigint,
           case when window_end = 'infinity' then '-' else ((extract(epoch from window_end) * 1000000)::bigint)::text end,
           window_size,
           score,
           coalesce(((extract(epoch from shown_active) * 1000000)::bigint)::text, '-'),
           id), 'UTF8'), 'base64'), E'+/=\n', '-_')
$$;
revoke execute on function private.discovery_cursor(timestamp with time zone, timestamp with time zone, integer, integer, timestamp with time zone, uuid) from public;
