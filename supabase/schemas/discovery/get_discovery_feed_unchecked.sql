-- The discovery feed: pages, by keyset, through the members the caller may see and wants to see,
-- with every saved filter applied both ways where the other member stated a preference.
-- docs/database.md (Discovery feed) states the rules and the score; docs/performance.md the
-- measurements. Reading through the profiles policy instead cost 22-37 ms for a narrow filter and
-- OFFSET paging up to 461 ms on 100k profiles; a SECURITY DEFINER function that applies the
-- visibility rule itself, with a keyset cursor, stays within a few milliseconds.
-- Called only by public.get_discovery_feed, which counts the page against the caller's rate first.
-- The feed leaves out the senders the caller passed on.
create or replace function private.get_discovery_feed_unchecked(after text default null, page_size integer default 20)
returns table (
  id uuid, username text, first_name text, age integer, gender text, location text, bio text,
  interests text[], relationship_goals text[], primary_photo_url text, distance_miles integer,
  shared_interests text[], last_active timestamptz, score integer, cursor text, verified boolean)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me public.profiles;
  here public.places;
  anchor timestamptz := now();
  after_score integer;
  after_active timestamptz;
  after_id uuid;
  parts text[];
  unseen uuid[];
  lat_span double precision;
  lon_span double precision := 180;
  rows_wanted integer := least(greatest(coalesce(page_size, 20), 1), 50);
  -- The feed's windows (docs/database.md, Discovery feed): the first holds the 2,000 members most
  -- recently active in the caller's cells, each next one twice as many, up to 32,000; size 0 is
  -- the rest at once (every candidate last active before window_end).
  window_end timestamptz := 'infinity';
  window_start timestamptz;
  window_size integer := 2000;
  fresh boolean;
  cells integer[];
  shown integer := 0;
  got integer;
  boosted uuid[];
  narrow boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to discover members' using errcode = 'insufficient_privilege';
  end if;
  select * into me from public.profiles p where p.id = (select auth.uid());
  if not found then
    return;
  end if;
  -- Beyond age, distance, gender and relationship goal, her saved filters apply only while her plan
  -- includes all filters (docs/plans.md, Entitlements): a downgrade keeps them, unused, at 'Any'
  -- here, and an upgrade applies them again.
  if not private.entitled(me.id, 'all_filters') then
    me.preferred_income_min := 0;
    me.preferred_income_max := 1000000;
    me.preferred_body_types := '{}';
    me.preferred_hair_types := '{}';
    me.preferred_height_min := 0;
    me.preferred_height_max := 300;
    me.preferred_education := '{}';
    me.preferred_drinking := null;
    me.preferred_smoking := null;
    me.preferred_religion := null;
    me.preferred_has_children := null;
    me.preferred_wants_children := null;
    me.preferred_verified_only := false;
  end if;

  if after is not null then
    begin
      parts := string_to_array(convert_from(decode(
        rpad(translate(after, '-_', '+/'), (char_length(after) + 3) / 4 * 4, '='), 'base64'), 'UTF8'), '|');
      if cardinality(parts) <> 7 or parts[1] <> 'v2' then
        raise exception using errcode = 'invalid_parameter_value';
      end if;
      anchor := private.epoch_micros(parts[2]::bigint);
      window_end := case when parts[3] = '-' then 'infinity'::timestamptz else private.epoch_micros(parts[3]::bigint) end;
      window_size := parts[4]::integer;
      if window_size <> 0 and window_size not between 2000 and 32000 then
        raise exception using errcode = 'invalid_parameter_value';
      end if;
      after_score := parts[5]::integer;
      after_active := case when parts[6] = '-' then '-infinity'::timestamptz else private.epoch_micros(parts[6]::bigint) end;
      after_id := parts[7]::uuid;
    exception when others then
      raise exception 'Invalid discovery cursor' using errcode = 'invalid_parameter_value',
        hint = 'Send the cursor of the last row of the previous page, unchanged.';
    end;
  end if;

  -- Without a city of the caller's own there is no distance to filter on: everyone's distance is
  -- unknown (null). With one, only members of a city within preferred_distance are candidates.
  select * into here from public.places pl where pl.id = me.place_id;
  if found then
    lat_span := me.preferred_distance / 69.0;
    -- A degree of longitude shrinks towards the poles: measured at the band's edge nearer the pole.
    if abs(here.latitude) + lat_span < 89 then
      lon_span := least(180, me.preferred_distance / (69.0 * cos(radians(abs(here.latitude) + lat_span))));
    end if;
    cells := private.discovery_cells(here.latitude, here.longitude, lat_span, lon_span);
  end if;

  -- The caller, the members they liked (whatever the answer), those whose like they answered
  -- (accepted, or passed), those blocked either way, and members under review after reports.
  unseen := array(select me.id
                  union all select k.blocked_id from public.blocks k where k.blocker_id = me.id
                  union all select k.blocker_id from public.blocks k where k.blocked_id = me.id
                  union all select r.member_id from private.members_under_review r
                  union all select i.receiver_id from public.interests i where i.sender_id = me.id
                  union all select i.sender_id from public.interests i
                             where i.receiver_id = me.id
                               and (i.status <> 'pending'
                                    or exists (select 1 from public.interest_passes ip where ip.interest_id = i.id)));

  boosted := array(select distinct b.user_id from public.boosts b where b.ends_at > anchor and b.started_at <= anchor);
  -- Filters beyond genders, ages, distance and goals leave a few members in thousands (0.2% of New
  -- York's with every filter on): a window of 2,000 would hold none to three of them, so a first page
  -- ranks every candidate at once instead of reading a window for nothing (docs/performance.md,
  -- Discovery feed). The cursor carries the size 0, so later pages do the same.
  narrow := (me.preferred_income_min, me.preferred_income_max) is distinct from (0, 1000000)
            or (me.preferred_height_min, me.preferred_height_max) is distinct from (0, 300)
            or cardinality(me.preferred_body_types) > 0 or cardinality(me.preferred_hair_types) > 0
            or cardinality(me.preferred_education) > 0
            or me.preferred_drinking is not null or me.preferred_smoking is not null
            or me.preferred_religion is not null or me.preferred_has_children is not null
            or me.preferred_wants_children is not null or me.preferred_verified_only;
  if cells is null or (narrow and after is null) then
    window_size := 0;
  end if;
  -- Window after window until the page is full or every member left is read.
  loop
    fresh := after_id is null;
    window_start := case when window_size = 0 then '-infinity'
                         else private.discovery_window_start(cells, window_end, window_size) end;
    return query execute private.discovery_feed_query(here.id is not null, window_size > 0,
                                                      cardinality(me.preferred_genders) > 0)
    using me, here, anchor, after_score, after_active, after_id, rows_wanted - shown, lat_span, lon_span,
          private.age_in_years(me.birth_date), unseen, boosted, window_start, window_end, cells, window_size;
    get diagnostics got = row_count;
    shown := shown + got;
    exit when shown >= rows_wanted or window_start = '-infinity';
    -- A whole window without a page's worth: her filters are narrow, so windows would each read
    -- many members for a few; the rest (everyone last active before it) is ranked at once.
    window_size := case when fresh then 0 else least(window_size * 2, 32000) end;
    window_end := window_start;
    after_score := null;
    after_active := null;
    after_id := null;
  end loop;
end;
$$;
revoke execute on function private.get_discovery_feed_unchecked(text, integer) from public;
grant execute on function private.get_discovery_feed_unchecked(text, integer) to service_role;
