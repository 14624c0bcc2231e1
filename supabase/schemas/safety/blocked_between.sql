-- True when either member blocked the other (or ended their match): the one test of a block, asked
-- wherever two members could meet (docs/security.md, Block, report and unmatch). Either order.
-- SECURITY DEFINER so a policy can ask it for a pair whatever the caller may read of blocks.
create or replace function private.blocked_between(a uuid, b uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.blocks k
                  where (k.blocker_id = a and k.blocked_id = b) or (k.blocker_id = b and k.blocked_id = a))
$$;
-- Policies run it as the member.
revoke execute on function private.blocked_between(uuid, uuid) from public;
grant execute on function private.blocked_between(uuid, uuid) to authenticated, service_role;
