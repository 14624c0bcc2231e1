-- A photo is shown to other members by its URL, so the URL must be one the project serves: the
-- public URL of an object in the owner's own folder of the profile-photos bucket. Anything else (a
-- javascript: URL, an outside tracker, another member's picture) is refused. Folders are listed by
-- their owner alone, and new object names must be long random names, so that nobody can find the
-- photos of a profile they may not see.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- The origins this project's storage is served from (the API URL, e.g. https://<ref>.supabase.co).
-- The embedded server records its own at start; a hosted project inserts its API URL once
-- (docs/deployment.md). Not reachable through the API: the schema is not exposed.
create table private.storage_origins (
  origin text primary key,
  constraint storage_origins_format check (origin ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$')
);

-- The name of the object in profile-photos that a public URL points to, when the URL is exactly the
-- public URL of an existing object in owner's folder; null otherwise.
create function private.owned_photo_object(url text, owner uuid) returns text
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
revoke execute on function private.owned_photo_object(text, uuid) from public, anon, authenticated;

-- Checks the URL and records the object's path (the app's delete uses it to remove the file), so
-- storage_path always names the file the URL shows.
create function public.check_photo_url() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  object_name text := private.owned_photo_object(new.url, new.user_id);
begin
  if object_name is null then
    raise exception 'A photo must be the public URL of an image uploaded to your own folder of profile-photos'
      using errcode = 'check_violation', constraint = 'photos_url_own_object',
            detail = format('url %s', left(new.url, 200));
  end if;
  new.storage_path := object_name;
  return new;
end;
$$;
revoke execute on function public.check_photo_url() from public, anon, authenticated;

create trigger photos_check_url
  before insert or update of url, storage_path, user_id on public.photos
  for each row execute function public.check_photo_url();

-- Reading a photo needs no listing: public URLs are served without a policy. Listing (and the
-- upsert that reads before it writes) is for the folder's owner.
drop policy "Profile photos are readable by everyone" on storage.objects;

create policy "Users list their own profile photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- {uid}/{at least 20 letters, digits, - or _}.{image extension}: a random name (a UUID is 36), so
-- a folder nobody can list keeps its photos unfindable.
create function public.is_profile_photo_name(name text, owner text) returns boolean
language sql immutable
set search_path = ''
as $$
  select name ~ ('^' || owner || '/[A-Za-z0-9_-]{20,100}\.(jpg|jpeg|png|webp|gif|avif)$')
$$;

drop policy "Users upload profile photos to their folder" on storage.objects;
create policy "Users upload profile photos to their folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'profile-photos' and public.is_profile_photo_name(name, (select auth.uid())::text));

drop policy "Users replace profile photos in their folder" on storage.objects;
create policy "Users replace profile photos in their folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'profile-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-photos' and public.is_profile_photo_name(name, (select auth.uid())::text));

-- Photos recorded before this rule with a URL that is not even http(s) (the first demo seed's
-- relative paths, which never showed a picture) can never pass it: remove them.
delete from public.photos where url !~* '^https?://';
