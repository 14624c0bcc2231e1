create policy "Photos are seen with their profile"
  on public.photos for select to authenticated
  using (private.can_view_profile(user_id));

create policy "Users add their own photos"
  on public.photos for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users delete their own photos"
  on public.photos for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Users update their own photos"
  on public.photos for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
