-- An object's bytes: its size once the file is stored, the declared length while storage checks an
-- upload before its bytes arrive.
create or replace function private.object_size(metadata jsonb) returns bigint
language sql immutable
set search_path = ''
as $$
  select coalesce((metadata ->> 'size')::bigint, (metadata ->> 'contentLength')::bigint, 0)
$$;
revoke execute on function private.object_size(jsonb) from public;
