create policy "Senders and receivers see their connection requests"
  on public.connection_requests for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));

create policy "Users ask to connect with profiles they can see" on public.connection_requests for insert to authenticated
  with check (sender_id = (select auth.uid()) and status = 'pending' and answered_at is null
              and private.can_view_profile(receiver_id));
