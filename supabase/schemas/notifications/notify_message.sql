-- A message tells its receiver (one unread line per conversation: private.notify). An accepted
-- interest's message carried into the thread (written from another trigger) does not: the match
-- itself is the news; nor does one written already read (the demo seed's history).
create or replace function private.notify_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() = 1 and new.read_at is null then
    perform private.notify(new.receiver_id, 'message', new.sender_id, new.created_at);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_message() from public;
