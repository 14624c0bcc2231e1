create policy "Members read their own support requests"
  on public.support_requests for select to authenticated
  using (user_id = (select auth.uid()));
