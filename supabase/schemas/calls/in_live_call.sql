-- Is this member in a call now: one ringing within the ring timeout, or answered and not ended.
-- An answered call whose ends were never written (both tabs closed) stops counting after 4 hours,
-- so a crash cannot make a member busy for ever. start_call's busy check.
create or replace function private.in_live_call(member uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.calls c
     where (c.caller_id = member or c.callee_id = member)
       and c.created_at > now() - interval '4 hours'
       and private.call_status(c.status, c.created_at) in ('ringing', 'accepted'))
$$;
revoke execute on function private.in_live_call(uuid) from public;
