create policy "Senders and receivers see their interests"
  on public.interests for select to authenticated
  using (
    sender_id = (select auth.uid())
    or (receiver_id = (select auth.uid())
        and not exists (select 1 from public.interest_passes p where p.interest_id = interests.id)
        and (status <> 'pending' or (select private.sees_who_liked_her()))));

-- A new interest is pending: only its receiver may accept it.
create policy "Users show interest in profiles they can see"
  on public.interests for insert to authenticated
  with check (
    sender_id = (select auth.uid()) and status = 'pending' and private.can_view_profile(receiver_id));
