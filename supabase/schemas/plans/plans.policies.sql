create policy "Everyone sees the plans"
  on public.plans for select to anon, authenticated
  using (true);
