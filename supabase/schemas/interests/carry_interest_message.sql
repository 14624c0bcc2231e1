-- Accepting an interest keeps its message: it becomes the first message of the two's thread, from
-- its sender. Read already when the receiver accepted it herself (she read it in her likes); in a
-- match made by an interest sent back, the interest that made it is unread by its receiver, who
-- never saw it. docs/database.md (Mutual interest). Not the member's send: the message limits
-- leave it out (check_message_quota, the trigger depth).
create or replace function private.carry_interest_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.messages (sender_id, receiver_id, content, read_at)
  values (new.sender_id, new.receiver_id, new.message, case when new.receiver_id = (select auth.uid()) then now() end);
  return null;
end;
$$;
revoke execute on function private.carry_interest_message() from public;
