-- How long a call rings before it is missed: 30 s, decided by the database's clock (answer_call
-- refuses a later answer whatever the callee's clock says). The SPA's CALL_RING_SECONDS
-- (supabase/functions/_shared/rules/call-rules.ts) is the same number; server/db/rls/calls.test.ts ties them.
create or replace function private.call_ring_timeout() returns interval
language sql immutable
set search_path = ''
as $$
  select interval '30 seconds'
$$;
revoke execute on function private.call_ring_timeout() from public;
grant execute on function private.call_ring_timeout() to authenticated, service_role;
