-- The member chooses the order of their photos. The primary photo always comes first (it is the
-- card photo everywhere); `position` orders the rest. profiles.photos and get_profile_with_photos
-- follow that order, and reorder_photos() is the one call that changes it.

alter table public.photos add column position integer;

-- Existing photos keep the order they were shown in: oldest first, per member.
update public.photos p
   set position = ordered.n
  from (select id, row_number() over (partition by user_id order by created_at, id) - 1 as n
          from public.photos) ordered
 where ordered.id = p.id;

alter table public.photos
  alter column position set not null,
  -- The insert trigger below always chooses the position; the default only tells clients (and the
  -- generated types) that an insert need not send one.
  alter column position set default 0,
  add constraint photos_position_non_negative check (position >= 0),
  -- Deferred, so that reorder_photos() can move every photo in one statement.
  add constraint photos_position_unique unique (user_id, position) deferrable initially deferred;

-- The limit and the first-photo rule as before; a new photo also goes after the member's others,
-- whatever position the client sent.
create or replace function public.prepare_photo_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  existing integer;
  last_position integer;
begin
  -- Serialises concurrent uploads (and reorders) of one user so two cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('photos:' || new.user_id::text, 0));
  select count(*), max(p.position) into existing, last_position from public.photos p where p.user_id = new.user_id;
  if existing >= 6 then
    raise exception 'A profile can have at most 6 photos'
      using errcode = 'check_violation', constraint = 'photos_at_most_6_per_user';
  end if;
  if existing = 0 then
    new.is_primary := true;
  end if;
  new.position := coalesce(last_position + 1, 0);
  return new;
end;
$$;

-- Deleting the primary photo promotes the one shown next.
create or replace function public.promote_next_primary_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.photos
     set is_primary = true
   where id = (select p.id from public.photos p where p.user_id = old.user_id
                order by p.position, p.created_at, p.id limit 1)
     and not exists (select 1 from public.photos p where p.user_id = old.user_id and p.is_primary);
  return null;
end;
$$;

create or replace function public.photo_urls(owner_id uuid) returns text[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_primary desc, p.position, p.created_at, p.id), '{}')
    from public.photos p
   where p.user_id = owner_id
$$;
revoke execute on function public.photo_urls(uuid) from public, anon, authenticated;

create or replace function public.get_profile_with_photos(profile_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  select base || jsonb_build_object(
           'photos', coalesce(
             (select jsonb_agg(to_jsonb(ph) order by ph.is_primary desc, ph.position, ph.created_at, ph.id)
                from public.photos ph
               where ph.user_id = profile_id),
             '[]'::jsonb))
    from (select coalesce(
                   (select to_jsonb(own) || jsonb_build_object('age', public.age_in_years(own.birth_date))
                      from public.profiles own
                     where own.id = profile_id),
                   (select to_jsonb(pub) from public.public_profiles pub where pub.id = profile_id)) as base) found
   where base is not null
$$;

-- The caller's photos in a new order: photo_ids lists each of them exactly once, and the photo at
-- index i gets position i. SECURITY INVOKER: row-level security lets the caller move only their own.
create function public.reorder_photos(photo_ids uuid[]) returns void
language plpgsql security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to reorder photos' using errcode = 'insufficient_privilege';
  end if;
  -- The same lock as an upload, so no photo arrives between the check and the update.
  perform pg_advisory_xact_lock(hashtextextended('photos:' || me::text, 0));
  if photo_ids is null
     or cardinality(photo_ids) <> (select count(distinct id) from unnest(photo_ids) as ids(id))
     or array(select id from unnest(photo_ids) as ids(id) where id is not null order by id)
        is distinct from array(select p.id from public.photos p where p.user_id = me order by p.id) then
    raise exception 'photo_ids must list each of your photos exactly once'
      using errcode = 'invalid_parameter_value',
            hint = 'Send the ids of all your photos, in the new order, each once.';
  end if;
  update public.photos p
     set position = ordered.n - 1
    from unnest(photo_ids) with ordinality as ordered(id, n)
   where p.id = ordered.id and p.user_id = me;
end;
$$;
revoke execute on function public.reorder_photos(uuid[]) from public, anon;
grant execute on function public.reorder_photos(uuid[]) to authenticated;
