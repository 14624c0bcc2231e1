-- A call is read by its two members only (the thread's log, the ring and the answer through the
-- member stream). Written only by start_call, answer_call, decline_call, end_call and the block
-- trigger (end_calls_between), all SECURITY DEFINER: members hold no write privilege.
create policy "Members read their calls"
  on public.calls for select to authenticated
  using (caller_id = (select auth.uid()) or callee_id = (select auth.uid()));
