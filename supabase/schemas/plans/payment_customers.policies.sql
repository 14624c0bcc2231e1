create policy "Users see their own payment customer record"
  on public.payment_customers for select to authenticated
  using (user_id = (select auth.uid()));
