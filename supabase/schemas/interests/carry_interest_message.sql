-- Accepting an interest keeps its message: it becomes the first message of the two's thread, from
-- its sender. Read already when the receiver accepted it herself (she read it in her likes); in a
-- match made by an interest sent back, the interest that made it is unread by its receiver, who
-- never saw it. docs/database.md (Mutual interest). Not the member's send: it was part of her like
-- or connection request, counted as an interest, so the message limits and get_my_usage leave it
-- out (private.carried_messages; check_message_quota also skips it by the trigger depth).
create or replace function private.carry_interest_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  with carried as (
    insert into public.messages (sender_id, receiver_id, content, read_at)
    values (new.sender_id, new.receiver_id, new.message, case when new.receiver_id = (select auth.uid()) then now() end)
    returning id
  )
  insert into private.carried_messages (message_id) select carried.id from carried;
  return null;
end;
$$;
revoke execute on function private.carry_interest_message() from public;
