create policy "Matched users send messages to each other"
  on public.messages for insert to authenticated
  with check (
    sender_id = (select auth.uid()) and read_at is null and public.are_matched(sender_id, receiver_id));

-- Only read_at may change, and only once: a trigger refuses any other column.
create policy "Receivers mark messages read"
  on public.messages for update to authenticated
  using (receiver_id = (select auth.uid()))
  with check (receiver_id = (select auth.uid()));

create policy "Senders and receivers see their messages" on public.messages for select to authenticated
  using ((sender_id = (select auth.uid()) or receiver_id = (select auth.uid()))
         and not private.blocked_between(sender_id, receiver_id));
