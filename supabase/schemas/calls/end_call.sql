-- Either member hangs up. A call nobody answered is missed (the caller gave up, or the ring timed
-- out); an answered one ended. A call already over is answered as it is, so both sides may hang up
-- at once. Not her call: PT404.
create or replace function public.end_call(call_id uuid) returns public.calls
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  call public.calls;
begin
  select * into call from public.calls c
   where c.id = call_id and (c.caller_id = me or c.callee_id = me) for update;
  if not found then
    perform private.refuse('PT404', 'call_not_found');
  end if;
  if call.status in ('ringing', 'accepted') then
    update public.calls c
       set status = case when call.status = 'ringing' then 'missed' else 'ended' end, ended_at = now()
     where c.id = call.id returning * into call;
  end if;
  return call;
end;
$$;
revoke execute on function public.end_call(uuid) from public, anon;
grant execute on function public.end_call(uuid) to authenticated;
