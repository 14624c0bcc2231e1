create policy "Everyone sees the matchmaker personas"
  on public.matchmaker_personas for select to anon, authenticated
  using (true);
