-- The bucket profile photos are uploaded to: public to read, 5 MB per file, images only. Users write
-- only under their own folder, {user id}/{file}.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('profile-photos', 'profile-photos', true, 5242880, array['image/*'])
on conflict (id) do nothing;

-- The app lists buckets before uploading; public buckets are listed to everyone.
create policy "Public buckets are visible"
  on storage.buckets for select to anon, authenticated
  using (public);

create policy "Profile photos are readable by everyone"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'profile-photos');

create policy "Users upload profile photos to their folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users replace profile photos in their folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users delete profile photos in their folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
