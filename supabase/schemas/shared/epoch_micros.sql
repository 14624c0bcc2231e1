-- A cursor's time back from its microseconds since the epoch (discovery_cursor, conversation_cursor).
create or replace function private.epoch_micros(micros bigint) returns timestamptz
language sql immutable strict
set search_path = ''
as $$
  select timestamptz 'epoch' + micros * interval '1 microsecond'
$$;
revoke execute on function private.epoch_micros(bigint) from public;
