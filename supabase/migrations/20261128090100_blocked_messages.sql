-- The messages' read policy asks private.blocked_between (20261128090000_blocks_and_reports.sql), made
-- by the previous migration's generated part.

-- A blocked pair reads none of its messages (the conversation is hidden for both).
drop policy "Senders and receivers see their messages" on public.messages;
create policy "Senders and receivers see their messages" on public.messages for select to authenticated
  using ((sender_id = (select auth.uid()) or receiver_id = (select auth.uid()))
         and not private.blocked_between(sender_id, receiver_id));
