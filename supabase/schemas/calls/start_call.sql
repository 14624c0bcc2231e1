-- She calls a match (docs/features.md, Video calls). Only a caller whose plan includes
-- 'video_calls' (402 PT402, hint 'upgrade', naming the plans); only between matches (PT404 'This
-- match has ended'); never a member who refuses calls (PT409 'This member is not taking video
-- calls.') or is in another call (PT409 'This member is in another call.'). Her own earlier calls
-- left open (a tab closed mid-call) end first: she can be in one call at a time. The two members'
-- advisory locks, taken in id order, make two calls between them at once start one after the other.
-- Answers the new call, ringing; the callee's app rings from its row (her member stream).
-- Tests: server/db/rls/calls.test.ts.
create or replace function public.start_call(callee uuid) returns public.calls
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  call public.calls;
begin
  if me is null or not exists (select 1 from public.profiles p where p.id = me) then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if not private.entitled(me, 'video_calls') then
    perform private.refuse_feature('video_calls');
  end if;
  if callee is null or callee = me or not public.are_matched(me, callee) then
    perform private.refuse('PT404', 'match_ended');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('call:' || m::text, 0))
     from unnest(array[me, callee]) m order by m::text collate "C";
  if exists (select 1 from public.call_settings s where s.member_id = callee and not s.accepts_calls) then
    perform private.refuse('PT409', 'not_taking_calls');
  end if;
  update public.calls c
     set status = case when private.call_status(c.status, c.created_at) = 'ringing' then 'missed' else 'ended' end,
         ended_at = now()
   where (c.caller_id = me or c.callee_id = me) and c.status in ('ringing', 'accepted');
  if private.in_live_call(callee) then
    perform private.refuse('PT409', 'in_another_call');
  end if;
  insert into public.calls (caller_id, callee_id) values (me, callee) returning * into call;
  return call;
end;
$$;
revoke execute on function public.start_call(uuid) from public, anon;
grant execute on function public.start_call(uuid) to authenticated;
