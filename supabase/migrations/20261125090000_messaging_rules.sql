-- Messaging (issue 13): what the database guarantees about a message on insert, the indexes the
-- inbox reads through, and the two writes the app makes: send_message (idempotent by the id the
-- sender's client chose) and mark_conversation_read. The reads are in the next two migrations.
-- docs/database.md (Messages) states the rules.

-- A message is stored trimmed (the CHECK then counts what is kept, 1-500), and it is sent now: an
-- API caller cannot backdate or postdate it, because the thread's order and the reconnect catch-up
-- (created_at > last seen) rely on the database's clock. Owner-side writers (the demo seed,
-- imports, benchmarks) may still give a time. read_at stays the insert policy's business (a caller
-- cannot send a message already read: refused, not silently cleared). SECURITY INVOKER, so
-- current_user is the API role.
create function public.prepare_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The whitespace JavaScript's String.prototype.trim() removes, so that the app's counter and the
  -- database agree on what is blank.
  new.content := btrim(new.content, E' \t\n\r\u000B\f\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005' ||
                                     E'\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF');
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger messages_prepare_insert
  before insert on public.messages
  for each row execute function public.prepare_message();

-- A thread is read newest first by (created_at, id), one direction at a time; with id last, the
-- keyset condition (created_at, id) < (...) is an index condition, and "newest message with this
-- partner" is one backward index-only probe. Both columns are equalities there, so either index
-- serves either direction (the planner picks one); the sender-first one also serves the sender_id
-- foreign key's cascade (account deletion) and "sent by me".
drop index public.messages_sender_id_receiver_id_created_at_idx;
drop index public.messages_receiver_id_sender_id_created_at_idx;
create index messages_sender_id_receiver_id_created_at_id_idx
  on public.messages (sender_id, receiver_id, created_at, id);
create index messages_receiver_id_sender_id_created_at_id_idx
  on public.messages (receiver_id, sender_id, created_at, id);
-- The catch-up after a reconnect: the caller's received messages after a time, oldest first.
create index messages_receiver_id_created_at_idx on public.messages (receiver_id, created_at);
-- Unread counts (total and per partner) and mark_conversation_read stay on messages_unread_idx
-- (receiver_id, sender_id) where read_at is null.

-- Sends a message with the id the sender's client chose. A retry (the response was lost) inserts
-- nothing and returns the row stored the first time, unchanged, so realtime reports one INSERT.
-- SECURITY INVOKER: the insert policy decides (matched only: 42501), the CHECK refuses blank or
-- too long text (23514); an id already taken by someone else's message is 23505, and says nothing
-- of that message.
create function public.send_message(message_id uuid, receiver uuid, body text) returns public.messages
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
  select * into stored from public.messages m where m.id = message_id;
  if not found or stored.sender_id is distinct from (select auth.uid()) then
    raise exception 'This message id is already used' using errcode = 'unique_violation',
      constraint = 'messages_pkey', hint = 'Send a new message with a new id.';
  end if;
  return stored;
end;
$$;
revoke execute on function public.send_message(uuid, uuid, text) from public, anon;
grant execute on function public.send_message(uuid, uuid, text) to authenticated;

-- Marks the caller's unread messages from partner read; returns how many. The update policy limits
-- it to messages addressed to the caller, the guard trigger to unread ones.
create function public.mark_conversation_read(partner uuid) returns integer
language sql volatile security invoker
set search_path = ''
as $$
  with marked as (
    update public.messages m
       set read_at = now()
     where m.receiver_id = (select auth.uid()) and m.sender_id = partner and m.read_at is null
    returning 1)
  select count(*)::integer from marked
$$;
revoke execute on function public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid) to authenticated;
