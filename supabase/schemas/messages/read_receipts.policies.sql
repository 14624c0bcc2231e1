create policy "Senders on a plan with read receipts see when their messages were read"
  on public.read_receipts for select to authenticated
  using (sender_id = (select auth.uid()) and (select private.sees_read_receipts()));
