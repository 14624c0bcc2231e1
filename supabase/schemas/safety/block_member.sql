-- The caller blocks a member: from now on neither sees the other anywhere, pending interests between
-- them are withdrawn, a match ends. Any member who exists may be blocked, seen or not (a match who
-- hid her profile still writes). Blocking again changes nothing. Lifted by unblock_member. Anyone
-- else (oneself, an unknown id) is PT404: PostgREST answers 404, as for a row that is not there.
create or replace function public.block_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to block a member' using errcode = 'insufficient_privilege';
  end if;
  if member is null or member = me or not exists (select 1 from public.profiles p where p.id = member) then
    perform private.refuse('PT404', 'member_not_found');
  end if;
  perform private.separate_members(me, member, 'block');
end;
$$;
revoke execute on function public.block_member(uuid) from public, anon;
grant execute on function public.block_member(uuid) to authenticated;
