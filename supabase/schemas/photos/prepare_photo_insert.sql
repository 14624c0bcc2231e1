-- The limit the profile editor states ("up to 6 photos"), the first photo primary, and a new photo
-- after the member's others, whatever position the client sent.
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
