-- Marks the caller's unread messages from partner read; returns how many. The update policy limits
-- it to messages addressed to the caller, the guard trigger to unread ones.
create or replace function public.mark_conversation_read(partner uuid) returns integer
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
