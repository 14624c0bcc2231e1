-- A block or an unmatch (a new blocks row: private.separate_members) ends any call between the two
-- at once: the row's change reaches both members' apps through their member streams, which close
-- the call window on both sides; the pair's call channel closes too (recheck_conversation_channel).
create or replace function private.end_calls_between() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.calls c
     set status = case when c.status = 'ringing' then 'missed' else 'ended' end, ended_at = now()
   where c.status in ('ringing', 'accepted')
     and ((c.caller_id = new.blocker_id and c.callee_id = new.blocked_id)
       or (c.caller_id = new.blocked_id and c.callee_id = new.blocker_id));
  return null;
end;
$$;
revoke execute on function private.end_calls_between() from public;
