-- The cursor: the last row's (activity_at, partner_id), opaque to the app.
create or replace function private.conversation_cursor(activity_at timestamptz, partner_id uuid) returns text
language sql immutable
set search_path = ''
as $$
  select translate(encode(convert_to(concat_ws('|', 'c1',
           (extract(epoch from activity_at) * 1000000)::bigint, partner_id), 'UTF8'), 'base64'), E'+/=\n', '-_')
$$;
revoke execute on function private.conversation_cursor(timestamp with time zone, uuid) from public;
