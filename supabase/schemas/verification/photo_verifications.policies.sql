-- A member reads her own verification requests; nobody writes them through the API but the service
-- role (request_photo_verification, decide_photo_verification), which policies do not bind.
create policy "Members read their own verifications"
  on public.photo_verifications for select to authenticated
  using (member_id = (select auth.uid()));
