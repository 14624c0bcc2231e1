create policy "Receivers see their passes"
  on public.interest_passes for select to authenticated
  using (receiver_id = (select auth.uid()));
