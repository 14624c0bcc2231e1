-- A call's status as the members see it: a call still 'ringing' after the ring timeout was missed,
-- whether or not a client wrote it down (a closed tab never will).
create or replace function private.call_status(status text, created_at timestamptz) returns text
language sql stable
set search_path = ''
as $$
  select case when status = 'ringing' and created_at <= now() - private.call_ring_timeout() then 'missed' else status end
$$;
revoke execute on function private.call_status(text, timestamptz) from public;
grant execute on function private.call_status(text, timestamptz) to authenticated, service_role;
