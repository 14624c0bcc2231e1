-- Checks the URL and records the object's path (the app's delete uses it to remove the file), so
-- storage_path always names the file the URL shows.
create or replace function public.check_photo_url() returns trigger
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
