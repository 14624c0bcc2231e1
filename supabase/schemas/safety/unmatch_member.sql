-- The caller ends her match with a member: the conversation is hidden for both, no message can be
-- sent, and they are not shown to each other again. Only a match can be ended this way: anything
-- else is PT404 (PostgREST answers 404).
create or replace function public.unmatch_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to end a match' using errcode = 'insufficient_privilege';
  end if;
  if not public.are_matched(me, member) then
    perform private.refuse('PT404', 'match_already_ended');
  end if;
  perform private.separate_members(me, member, 'unmatch');
end;
$$;
revoke execute on function public.unmatch_member(uuid) from public, anon;
grant execute on function public.unmatch_member(uuid) to authenticated;
