-- Lifts the caller's block on a member (Settings, Blocked members): they may see each other again,
-- starting afresh (what the block withdrew does not come back). True when there was such a block.
-- An unmatch is not lifted this way.
create or replace function public.unblock_member(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  lifted integer;
begin
  delete from public.blocks k
   where k.blocker_id = (select auth.uid()) and k.blocked_id = member and k.kind = 'block';
  get diagnostics lifted = row_count;
  return lifted = 1;
end;
$$;
revoke execute on function public.unblock_member(uuid) from public, anon;
grant execute on function public.unblock_member(uuid) to authenticated;
