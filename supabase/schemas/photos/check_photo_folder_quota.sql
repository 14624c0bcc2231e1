-- Checked after the row is written, so row-level security has refused a foreign folder first. Only
-- what grows the folder is checked: a folder over the limit (a lowered limit, an administrator's
-- copy) can still shrink and replace its files with smaller ones.
create or replace function private.check_photo_folder_quota() returns trigger
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
  -- The largest plan's 10 photos and 4 uploads in flight or left behind.
  if arrives and objects > 14 then
    raise exception 'The folder exceeded its limit of 14 objects'
      using errcode = 'check_violation', constraint = 'profile_photos_folder_objects_quota',
            hint = 'Delete photos you no longer show before uploading more.';
  end if;
  -- 10 photos and 2 uploads at the bucket's 5 MB limit.
  if bytes > 62914560 then
    raise exception 'The folder exceeded its limit of 60 MB'
      using errcode = 'check_violation', constraint = 'profile_photos_folder_bytes_quota',
            hint = 'Delete photos you no longer show before uploading more.';
  end if;
  return null;
end;
$$;
revoke execute on function private.check_photo_folder_quota() from public;
