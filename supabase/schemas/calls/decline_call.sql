-- The callee declines a call that is still ringing; a call that has already ended or was missed is
-- PT409 'This call has ended.' Answers the call, declined.
create or replace function public.decline_call(call_id uuid) returns public.calls
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  call public.calls;
begin
  select * into call from public.calls c where c.id = call_id and c.callee_id = me for update;
  if not found or private.call_status(call.status, call.created_at) <> 'ringing' then
    perform private.refuse('PT409', 'call_ended');
  end if;
  update public.calls c set status = 'declined', ended_at = now() where c.id = call.id returning * into call;
  return call;
end;
$$;
revoke execute on function public.decline_call(uuid) from public, anon;
grant execute on function public.decline_call(uuid) to authenticated;
