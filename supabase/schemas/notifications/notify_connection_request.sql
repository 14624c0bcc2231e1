-- A connection request tells its receiver.
create or replace function private.notify_connection_request() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.notify(new.receiver_id, 'connection_request', new.sender_id, new.created_at);
  return null;
end;
$$;
revoke execute on function private.notify_connection_request() from public;
