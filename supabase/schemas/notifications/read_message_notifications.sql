-- Reading a conversation reads its message notification too: what the bell counts is what she has
-- not seen.
create or replace function private.read_message_notifications() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.notifications n
     set read_at = now()
   where n.member_id = new.receiver_id and n.actor_id = new.sender_id and n.kind = 'message' and n.read_at is null;
  return null;
end;
$$;
revoke execute on function private.read_message_notifications() from public;
