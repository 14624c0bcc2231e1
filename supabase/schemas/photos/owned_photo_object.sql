-- The name of the object in profile-photos that a public URL points to, when the URL is exactly the
-- public URL of an existing object in owner's folder; null otherwise.
create or replace function private.owned_photo_object(url text, owner uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  parts text[] := regexp_match(url, '^(https?://[^/?#]+)/storage/v1/object/public/profile-photos/([A-Za-z0-9._/-]+)$');
begin
  if parts is null
     or not exists (select 1 from private.storage_origins o where o.origin = parts[1])
     or parts[2] !~ ('^' || owner::text || '/[A-Za-z0-9_-]+\.[A-Za-z0-9]+$')
     or not exists (select 1 from storage.objects so where so.bucket_id = 'profile-photos' and so.name = parts[2]) then
    return null;
  end if;
  return parts[2];
end;
$$;
revoke execute on function private.owned_photo_object(text, uuid) from public;
