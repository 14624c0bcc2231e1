-- A member reads her own boosts only; nobody writes them but start_boost (security definer).
create policy boosts_select_own on public.boosts for select to authenticated
  using (user_id = (select auth.uid()));
