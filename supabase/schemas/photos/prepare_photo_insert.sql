-- A member adds as many photos as her plan allows (docs/plans.md, Limits; 402 past it), and no
-- profile ever holds more than the largest plan's 10, whoever writes; the first photo is primary,
-- and a new photo goes after the member's others, whatever position the client sent.
create or replace function public.prepare_photo_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  existing integer;
  last_position integer;
  allowed integer;
begin
  -- Serialises concurrent uploads (and reorders) of one user so two cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('photos:' || new.user_id::text, 0));
  select count(*), max(p.position) into existing, last_position from public.photos p where p.user_id = new.user_id;
  if new.user_id = (select auth.uid()) then
    select p.max_photos into allowed from public.plans p where p.tier = private.effective_tier(new.user_id);
    if existing >= allowed then
      perform private.refuse_by_plan(jsonb_build_object('refusal', 'photos', 'count', allowed));
    end if;
  end if;
  if existing >= 10 then
    raise exception 'A profile can have at most 10 photos'
      using errcode = 'check_violation', constraint = 'photos_at_most_10_per_user';
  end if;
  if existing = 0 then
    new.is_primary := true;
  end if;
  new.position := coalesce(last_position + 1, 0);
  return new;
end;
$$;
