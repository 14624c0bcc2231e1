-- When a message becomes read, its receipt goes to public.read_receipts: the row realtime sends its
-- sender when her plan includes read receipts (the table's policy asks private.sees_read_receipts).
-- messages.read_at itself is not selectable by members (column privileges), so the UPDATE event of
-- messages carries no read time to anyone (and the embedded realtime server does not send it at all).
-- Tests: server/realtime/changes/read-receipts.contract.test.ts.
create or replace function private.record_read_receipt() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.read_at is not null and (tg_op = 'INSERT' or old.read_at is null) then
    insert into public.read_receipts (message_id, sender_id, receiver_id, read_at)
    values (new.id, new.sender_id, new.receiver_id, new.read_at)
    on conflict (message_id) do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function private.record_read_receipt() from public;
