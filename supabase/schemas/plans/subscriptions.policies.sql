create policy "Users see their own subscription"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));
