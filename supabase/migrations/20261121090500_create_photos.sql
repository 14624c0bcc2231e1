-- A user's photos. Rules: at most 6; the first one is primary; at most one is primary, and making
-- one primary clears the others (so the app's "clear all, then set one" and a plain "set one" both
-- work); deleting the primary promotes the oldest remaining photo. profiles.photos mirrors the URLs.

create table public.photos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  url text not null,
  -- The object's path in the profile-photos bucket, so deleting the record can find the file.
  storage_path text,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  constraint photos_url_length check (char_length(url) between 1 and 2048)
);

create index photos_user_id_created_at_idx on public.photos (user_id, created_at);
create unique index photos_one_primary_per_user on public.photos (user_id) where is_primary;

-- The limit the profile editor states ("up to 6 photos").
create function public.prepare_photo_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  existing integer;
begin
  -- Serialises concurrent uploads of one user so two cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('photos:' || new.user_id::text, 0));
  select count(*) into existing from public.photos where user_id = new.user_id;
  if existing >= 6 then
    raise exception 'A profile can have at most 6 photos'
      using errcode = 'check_violation', constraint = 'photos_at_most_6_per_user';
  end if;
  if existing = 0 then
    new.is_primary := true;
  end if;
  return new;
end;
$$;

create trigger photos_prepare_insert
  before insert on public.photos
  for each row execute function public.prepare_photo_insert();

-- Runs before the row is written, so the unique index never sees two primaries. SECURITY DEFINER
-- because it updates the user's other rows whatever the caller's policies.
create function public.clear_other_primary_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.photos
     set is_primary = false
   where user_id = new.user_id and id <> new.id and is_primary;
  return new;
end;
$$;

create trigger photos_single_primary
  before insert or update of is_primary on public.photos
  for each row when (new.is_primary)
  execute function public.clear_other_primary_photos();

create function public.promote_next_primary_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.photos
     set is_primary = true
   where id = (select p.id from public.photos p where p.user_id = old.user_id
                order by p.created_at, p.id limit 1)
     and not exists (select 1 from public.photos p where p.user_id = old.user_id and p.is_primary);
  return null;
end;
$$;

create trigger photos_promote_after_delete
  after delete on public.photos
  for each row when (old.is_primary)
  execute function public.promote_next_primary_photo();

-- profiles.photos mirrors this table: the URLs, primary first, then oldest first. Whatever a
-- client writes into that column is replaced, so the table stays the one source.
create function public.photo_urls(owner_id uuid) returns text[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_primary desc, p.created_at, p.id), '{}')
    from public.photos p
   where p.user_id = owner_id
$$;
-- It ignores photo visibility, so only the triggers below call it.
revoke execute on function public.photo_urls(uuid) from public, anon, authenticated;

create function public.mirror_profile_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.photos := public.photo_urls(new.id);
  return new;
end;
$$;

create trigger profiles_mirror_photos
  before insert or update on public.profiles
  for each row execute function public.mirror_profile_photos();

create function public.sync_profile_photos() returns trigger
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

create trigger photos_sync_profile
  after insert or update or delete on public.photos
  for each row execute function public.sync_profile_photos();

alter table public.photos enable row level security;

create policy "Photos are seen with their profile"
  on public.photos for select to authenticated
  using (public.can_view_profile(user_id));

create policy "Users add their own photos"
  on public.photos for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users update their own photos"
  on public.photos for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own photos"
  on public.photos for delete to authenticated
  using (user_id = (select auth.uid()));
