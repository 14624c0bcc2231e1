-- A profile row holds private data next to what others may see, and RLS filters rows, not
-- columns: the table is for its owner alone. Members see each other through public_profiles. The
-- row is created by the sign-up trigger, so no member inserts or deletes one.

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
