-- profiles.photos mirrors the photos table (photo_urls): on every change of a member's photos.
create or replace function public.mirror_profile_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.photos := public.photo_urls(new.id);
  return new;
end;
$$;
