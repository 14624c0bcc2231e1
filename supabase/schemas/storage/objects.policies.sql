-- Storage objects: each bucket's files live in a folder named after the member's id. Photo names
-- are checked by private.is_profile_photo_name (photo ids, sizes), screenshot names by
-- private.is_support_screenshot_name. Profile photos are public by URL, so their select policy is
-- about listing a folder; support screenshots are private, read by their owner alone
-- (docs/security.md).

create policy "Members read their own support screenshots"
  on storage.objects for select to authenticated
  using (bucket_id = 'support-screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Members upload support screenshots to their folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'support-screenshots' and private.is_support_screenshot_name(name, (select auth.uid())::text));

create policy "Users delete profile photos in their folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users list their own profile photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users replace profile photos in their folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-photos' and private.is_profile_photo_name(name, (select auth.uid())::text));

create policy "Users upload profile photos to their folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-photos' and private.is_profile_photo_name(name, (select auth.uid())::text));
