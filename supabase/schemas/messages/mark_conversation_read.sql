-- Marks the caller's unread messages from partner read, at the database's time; returns how many.
-- SECURITY DEFINER because members may not select messages.read_at (read receipts are a plan's
-- feature: private.sees_read_receipts), and this update filters on it; the function applies the
-- update and select policies itself: only messages addressed to the caller (auth.uid()), none of a
-- blocked pair.
create or replace function public.mark_conversation_read(partner uuid) returns integer
language sql volatile security definer
set search_path = ''
as $$
  with marked as (
    update public.messages m
       set read_at = now()
     where m.receiver_id = (select auth.uid()) and m.sender_id = partner and m.read_at is null
       and not private.blocked_between((select auth.uid()), partner)
    returning 1)
  select count(*)::integer from marked
$$;
revoke execute on function public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid) to authenticated;
