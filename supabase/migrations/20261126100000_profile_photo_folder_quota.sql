-- A member's folder of profile-photos holds the photos a profile shows (at most 6) and the uploads
-- on their way to becoming one. Without a limit a member could fill the disk: the photo limit
-- counts photos rows, not files. So a folder holds at most 10 objects (6 photos and 4 uploads in
-- flight or left behind) and 40 MB (6 photos and 2 uploads, each at the bucket's 5 MB limit; the
-- app's re-encoded photos are far smaller). Uploads that never became a photo are removed by the
-- server an hour later (unreferenced_photo_objects below).

-- An object's bytes: its size once the file is stored, the declared length while storage checks an
-- upload before its bytes arrive.
create function private.object_size(metadata jsonb) returns bigint
language sql immutable
set search_path = ''
as $$
  select coalesce((metadata ->> 'size')::bigint, (metadata ->> 'contentLength')::bigint, 0)
$$;
revoke execute on function private.object_size(jsonb) from public, anon, authenticated;

-- Checked after the row is written, so row-level security has refused a foreign folder first. Only
-- what grows the folder is checked: a folder over the limit (a lowered limit, an administrator's
-- copy) can still shrink and replace its files with smaller ones.
create function private.check_photo_folder_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  folder text := (storage.foldername(new.name))[1];
  arrives boolean := true;
  objects integer;
  bytes bigint;
begin
  if tg_op = 'UPDATE' then
    arrives := old.bucket_id is distinct from new.bucket_id or old.name is distinct from new.name;
    if not arrives and private.object_size(new.metadata) <= private.object_size(old.metadata) then
      return null;
    end if;
  end if;
  if folder is null then
    return null;
  end if;
  -- Serialises the writes to one folder, so two uploads cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('profile-photos:' || folder, 0));
  -- A prefix LIKE, so the name index finds the folder's rows; LIKE's wildcards in the folder are escaped.
  select count(*), coalesce(sum(private.object_size(o.metadata)), 0)
    into objects, bytes
    from storage.objects o
   where o.bucket_id = 'profile-photos'
     and o.name like replace(replace(replace(folder, '\', '\\'), '%', '\%'), '_', '\_') || '/%';
  if arrives and objects > 10 then
    raise exception 'The folder exceeded its limit of 10 objects'
      using errcode = 'check_violation', constraint = 'profile_photos_folder_objects_quota',
            hint = 'Delete photos you no longer show before uploading more.';
  end if;
  if bytes > 41943040 then
    raise exception 'The folder exceeded its limit of 40 MB'
      using errcode = 'check_violation', constraint = 'profile_photos_folder_bytes_quota',
            hint = 'Delete photos you no longer show before uploading more.';
  end if;
  return null;
end;
$$;
revoke execute on function private.check_photo_folder_quota() from public, anon, authenticated;

create trigger objects_profile_photos_quota
  after insert or update of bucket_id, name, metadata on storage.objects
  for each row when (new.bucket_id = 'profile-photos')
  execute function private.check_photo_folder_quota();

-- The sweep below looks each object up by the path photos record.
create index photos_storage_path_idx on public.photos (storage_path);

-- Photos saved before storage_path was derived from the URL get it now, so the sweep cannot take
-- their files for abandoned uploads (the URL check recomputes the same path).
update public.photos
   set storage_path = private.owned_photo_object(url, user_id)
 where storage_path is null and private.owned_photo_object(url, user_id) is not null;

-- Uploads that never became a photo: objects of profile-photos, last written before `written_before`,
-- that no photos row names (the app uploads the file, then inserts the row). The server deletes them
-- with their files; a deleted account's leftover files go the same way.
create function private.unreferenced_photo_objects(written_before timestamptz, max_objects integer)
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
revoke execute on function private.unreferenced_photo_objects(timestamptz, integer) from public, anon, authenticated;
