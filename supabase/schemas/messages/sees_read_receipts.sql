-- May the caller see when her sent messages were read? Read receipts are a plan's feature
-- (docs/plans.md, Read receipts): the read time is stored for every message, and the functions that
-- return it (get_messages, get_conversations, export_my_data) and the read_receipts policy (what
-- realtime sends) ask this, so a member whose plan lacks it gets no read time of her sent messages.
-- No argument: it answers about the caller only. SECURITY DEFINER to read her subscription.
create or replace function private.sees_read_receipts() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.entitled((select auth.uid()), 'read_receipts'), false)
$$;
revoke execute on function private.sees_read_receipts() from public, anon;
grant execute on function private.sees_read_receipts() to authenticated, service_role;
