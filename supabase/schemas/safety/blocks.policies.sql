create policy "Members see the blocks that name them" on public.blocks for select to authenticated
  using (blocker_id = (select auth.uid()) or blocked_id = (select auth.uid()));
