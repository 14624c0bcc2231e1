-- Lifts the caller's block on a member (Settings, Blocked members): they may see each other again,
-- starting afresh (what the block withdrew does not come back). True when there was such a block.
-- An unmatch is not lifted this way. The lifting is kept in private.lifted_blocks: for a while the
-- two may not send each other interests or connection requests (private.check_after_unblock), or a
-- block and its lifting in a loop would write the other member a new like and request each time.
-- The caller's liftings older than that wait go.
create or replace function public.unblock_member(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  lifted integer;
begin
  delete from public.blocks k
   where k.blocker_id = me and k.blocked_id = member and k.kind = 'block';
  get diagnostics lifted = row_count;
  if lifted = 1 then
    delete from private.lifted_blocks l
     where l.blocker_id = me
       and l.lifted_at < now() - coalesce((select w.period from private.waiting_periods w where w.name = 'after_unblock'), interval '0');
    insert into private.lifted_blocks (blocker_id, blocked_id) values (me, member)
    on conflict (blocker_id, blocked_id) do update set lifted_at = now();
  end if;
  return lifted = 1;
end;
$$;
revoke execute on function public.unblock_member(uuid) from public, anon;
grant execute on function public.unblock_member(uuid) to authenticated;
