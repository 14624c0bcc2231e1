-- Uploads that never became a photo: objects of profile-photos, last written before `written_before`,
-- that no photos row names (the app uploads the file, then inserts the row). The server deletes them
-- with their files; a deleted account's leftover files go the same way.
create or replace function private.unreferenced_photo_objects(written_before timestamptz, max_objects integer)
returns setof text
language sql stable security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'profile-photos'
     and coalesce(o.updated_at, o.created_at) < written_before
     and not exists (select 1 from public.photos p where p.storage_path = o.name)
   order by coalesce(o.updated_at, o.created_at)
   limit max_objects
$$;
revoke execute on function private.unreferenced_photo_objects(timestamp with time zone, integer) from public;
