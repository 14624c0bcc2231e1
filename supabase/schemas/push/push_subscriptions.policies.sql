-- A member sees her own devices; nobody lists another's (docs/notifications.md, Push notifications).
create policy "Members see their own push subscriptions" on public.push_subscriptions for select to authenticated
  using (member_id = (select auth.uid()));
