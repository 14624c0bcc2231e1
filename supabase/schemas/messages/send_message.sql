-- Sends a message with the id the sender's client chose. A retry (the response was lost) inserts
-- nothing and returns the row stored the first time, unchanged, so realtime reports one INSERT.
-- SECURITY INVOKER: the insert policy decides (matched only: 42501), the CHECK refuses blank or
-- too long text (23514); an id already taken by someone else's message is 23505, and says nothing
-- of that message. The answer's read_at is null: members may not select it (read times come from
-- get_messages and public.read_receipts, by plan).
create or replace function public.send_message(message_id uuid, receiver uuid, body text) returns public.messages
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  stored public.messages;
begin
  insert into public.messages (id, sender_id, receiver_id, content)
  values (message_id, (select auth.uid()), receiver, coalesce(body, ''))
  on conflict (id) do nothing;
  -- Read committed: this statement sees a concurrent first attempt with the same id once it committed.
  select m.id, m.sender_id, m.receiver_id, m.content, m.created_at, null::timestamptz
    into stored from public.messages m where m.id = message_id;
  if not found or stored.sender_id is distinct from (select auth.uid()) then
    raise exception 'This message id is already used' using errcode = 'unique_violation',
      constraint = 'messages_pkey', hint = 'Send a new message with a new id.';
  end if;
  return stored;
end;
$$;
revoke execute on function public.send_message(uuid, uuid, text) from public, anon;
grant execute on function public.send_message(uuid, uuid, text) to authenticated;
