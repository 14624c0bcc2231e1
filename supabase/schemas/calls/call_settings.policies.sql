-- Whether she takes calls is hers alone to read and write; start_call reads it as the definer.
create policy "Members read their call settings"
  on public.call_settings for select to authenticated
  using (member_id = (select auth.uid()));

create policy "Members save their call settings"
  on public.call_settings for insert to authenticated
  with check (member_id = (select auth.uid()));

create policy "Members change their call settings"
  on public.call_settings for update to authenticated
  using (member_id = (select auth.uid()))
  with check (member_id = (select auth.uid()));
