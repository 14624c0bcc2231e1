-- profiles.photos mirrors the photos table (photo_urls): whatever a client writes into the column
-- is replaced, so the table stays the one source.
create or replace function public.sync_profile_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  owner_id uuid := coalesce(new.user_id, old.user_id);
begin
  update public.profiles set photos = public.photo_urls(owner_id) where id = owner_id;
  return null;
end;
$$;
