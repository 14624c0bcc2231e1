create policy "Members see their notifications" on public.notifications for select to authenticated
  using (member_id = (select auth.uid()));
