-- The app lists buckets before uploading; public buckets are listed to everyone.
create policy "Public buckets are visible"
  on storage.buckets for select to anon, authenticated
  using (public);
