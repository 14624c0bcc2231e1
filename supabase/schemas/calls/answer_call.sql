-- The callee accepts a call that is still ringing (within the ring timeout, by the database's clock)
-- from a member she is still matched with; answering needs no entitlement. Anything else is PT409
-- 'This call has ended.' Answers the call, accepted; the caller hears it through his member stream.
create or replace function public.answer_call(call_id uuid) returns public.calls
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  call public.calls;
begin
  select * into call from public.calls c where c.id = call_id and c.callee_id = me for update;
  if not found or private.call_status(call.status, call.created_at) <> 'ringing'
     or not public.are_matched(me, call.caller_id) then
    perform private.refuse('PT409', 'call_ended');
  end if;
  update public.calls c set status = 'accepted', answered_at = now() where c.id = call.id returning * into call;
  return call;
end;
$$;
revoke execute on function public.answer_call(uuid) from public, anon;
grant execute on function public.answer_call(uuid) to authenticated;
