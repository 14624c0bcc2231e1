-- The header badge: how many messages to the caller are unread. A function because members may not
-- select messages.read_at (read receipts are a plan's feature: private.sees_read_receipts); she
-- still knows which messages she received and read. Served by messages_unread_idx.
create or replace function public.get_unread_message_count() returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from public.messages m
   where m.receiver_id = (select auth.uid()) and m.read_at is null
$$;
revoke execute on function public.get_unread_message_count() from public, anon;
grant execute on function public.get_unread_message_count() to authenticated;
