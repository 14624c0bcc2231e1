-- The feed's cursor: the first page's time (the activity part of the score is measured from it, so
-- scores do not move between pages), then the last row's sort key (score, shown last_active, id).
-- Opaque to the app; it holds nothing the row itself does not show.
create or replace function private.discovery_cursor(anchor timestamptz, score integer, shown_active timestamptz, id uuid)
returns text
language sql immutable
set search_path = ''
as $$
  select translate(encode(convert_to(concat_ws('|', 'v1',
           (extract(epoch from anchor) * 1000000)::bigint,
           score,
           coalesce(((extract(epoch from shown_active) * 1000000)::bigint)::text, '-'),
           id), 'UTF8'), 'base64'), E'+/=\n', '-_')
$$;
revoke execute on function private.discovery_cursor(timestamp with time zone, integer, timestamp with time zone, uuid) from public;
