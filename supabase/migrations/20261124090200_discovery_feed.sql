-- The discovery feed: one RPC that pages, by keyset, through the members the caller may see and
-- wants to see, with every saved filter applied both ways where the other member stated a
-- preference. docs/database.md (Discovery feed) states the rules and the score; docs/performance.md
-- the measurements. Reading through the profiles policy instead cost 22-37 ms for a narrow filter
-- and OFFSET paging up to 461 ms on 100k profiles; a SECURITY DEFINER function that applies the
-- visibility rule itself, with a keyset cursor, stays within a few milliseconds.

-- The helpers live in the unexposed schema `private`: the API offers the feed, not its parts.

-- Great-circle distance in miles (haversine, mean Earth radius 3958.8 mi). Plain SQL rather than
-- earthdistance/cube: PGlite 0.3 ships those, but only as extensions each engine must load at
-- start, and this needs nothing else.
create function private.distance_miles(lat1 double precision, lon1 double precision, lat2 double precision,
                                      lon2 double precision) returns double precision
language sql immutable strict parallel safe
set search_path = ''
as $$
  select 2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
$$;
revoke execute on function private.distance_miles(double precision, double precision, double precision, double precision)
  from public, anon, authenticated;

-- What a member is shown of a distance: never below 1 mile, whole miles up to 10, then steps of 5
-- up to 50, then steps of 10. Distances are between city centres (members' cities are public, their
-- positions are not stored), and the steps keep the gazetteer's coordinates from being worked back
-- out of many distances.
create function private.rounded_distance_miles(miles double precision) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case
           when miles < 10.5 then greatest(1, round(miles))
           when miles < 52.5 then round(miles / 5) * 5
           else round(miles / 10) * 10
         end::integer
$$;
revoke execute on function private.rounded_distance_miles(double precision) from public, anon, authenticated;

-- The feed's cursor: the first page's time (the activity part of the score is measured from it, so
-- scores do not move between pages), then the last row's sort key (score, shown last_active, id).
-- Opaque to the app; it holds nothing the row itself does not show.
create function private.discovery_cursor(anchor timestamptz, score integer, shown_active timestamptz, id uuid)
returns text
language sql immutable
set search_path = ''
as $$
  select translate(encode(convert_to(concat_ws('|', 'v1',
           (extract(epoch from anchor) * 1000000)::bigint,
           score,
           coalesce(((extract(epoch from shown_active) * 1000000)::bigint)::text, '-'),
           id), 'UTF8'), 'base64'), E'+/=\n', '-_')
$$;
revoke execute on function private.discovery_cursor(timestamptz, integer, timestamptz, uuid) from public, anon, authenticated;

create function private.epoch_micros(micros bigint) returns timestamptz
language sql immutable strict
set search_path = ''
as $$
  select timestamptz 'epoch' + micros * interval '1 microsecond'
$$;
revoke execute on function private.epoch_micros(bigint) from public, anon, authenticated;

-- Serves the distance filter: the places within the caller's bounding box, by latitude band.
create index places_latitude_longitude_idx on public.places (latitude, longitude);
-- Then the members of those places of the wanted genders and ages (the place alone is also what
-- `on delete set null` from places looks up). The single-choice attributes after them are checked in
-- the index too, so the members a saved filter rules out cost no visit to the table.
create index profiles_discovery_idx on public.profiles
  (place_id, gender, birth_date, smoking, drinking, has_children, wants_children, education, body_type, hair_type);
-- The likes badge (pending interests received) is served by interests_receiver_id_status_created_at_idx;
-- "has the caller already liked them / did they like the caller" by interests_sender_id_receiver_id_key.

-- The feed's query, with the distance join or without (when the caller has no city). Its parameters:
-- $1 the caller's profiles row, $2 their place, $3 the first page's time, $4-$6 the cursor's
-- (score, shown last_active, id) or nulls, $7 the page size, $8-$9 the bounding box's half-height and
-- half-width in degrees, $10 the caller's age, $11 the members the caller never sees again (the
-- caller, those they liked, those whose like they answered). A function of its own so that
-- `npm run bench:discovery` can EXPLAIN it. Run with EXECUTE, so planned for each call's values:
-- a generic plan cannot know whether the box holds a village or a metropolis.
create function private.discovery_feed_query(with_distance boolean) returns text
language sql immutable
set search_path = ''
as $fn$
  select format($query$
    select c.id, c.username, c.first_name, public.age_in_years(c.birth_date), c.gender, c.location, c.bio, c.interests,
           c.relationship_goals, c.photos[1], private.rounded_distance_miles(c.miles),
           array(select i from unnest(c.interests) as i where i = any (($1).interests)),
           c.shown_active, c.score, private.discovery_cursor($3, c.score, c.shown_active, c.id)
      from (
        select p.*, n.miles, x.shown_active,
               -- Shared interests and goals: one term per choice, "they have it and so does the
               -- caller"; the planner drops the caller's absent choices, so a member costs a few
               -- array lookups, not a subquery.
               10 * (%2$s)
               + 15 * (%3$s)
               -- Mutual fit beyond the filters, from what both profiles show publicly.
               + case when p.wants_children = ($1).wants_children or 'maybe' in (p.wants_children, ($1).wants_children)
                      then 10 else 0 end
               + case when p.drinking = ($1).drinking then 5 else 0 end
               + case when p.smoking = ($1).smoking then 5 else 0 end
               -- Recent activity, only when the member shows it, measured from the first page's time.
               + case when x.shown_active >= $3 - interval '1 day' then 20
                      when x.shown_active >= $3 - interval '7 days' then 10
                      when x.shown_active >= $3 - interval '30 days' then 5
                      else 0 end as score
          from public.profiles p
          %1$s
          cross join lateral (select case when p.show_online_status then p.last_active end as shown_active) x
         where p.id <> all ($11)
           -- Visibility: 'everyone' only. 'matches' would need a match, and matched members are
           -- never in the feed; 'nobody' is never shown.
           and p.visibility = 'everyone'
           and cardinality(p.photos) > 0
           -- The caller's saved filters. One at its 'Any' value shows everyone, including members
           -- who did not say; a set one shows only members whose stated value fits.
           and (cardinality(($1).preferred_genders) = 0 or p.gender = any (($1).preferred_genders))
           -- Whole years as age_in_years() counts them (29 February included), on the indexed birth date.
           and ((($1).preferred_age_min, ($1).preferred_age_max) = (18, 100)
                or (p.birth_date <= current_date - make_interval(years => ($1).preferred_age_min)
                    and p.birth_date > current_date - make_interval(years => ($1).preferred_age_max + 1)))
           -- Income stays private: it filters by $10,000 bands, so the filter cannot be narrowed
           -- to learn someone's exact income.
           and ((($1).preferred_income_min, ($1).preferred_income_max) = (0, 1000000)
                or (p.income / 10000 * 10000 <= ($1).preferred_income_max
                    and p.income / 10000 * 10000 + 9999 >= ($1).preferred_income_min))
           and (cardinality(($1).preferred_body_types) = 0 or p.body_type = any (($1).preferred_body_types))
           and (cardinality(($1).preferred_hair_types) = 0 or p.hair_type = any (($1).preferred_hair_types))
           and ((($1).preferred_height_min, ($1).preferred_height_max) = (0, 300)
                or p.height_cm between ($1).preferred_height_min and ($1).preferred_height_max)
           and (cardinality(($1).preferred_relationship_goals) = 0
                or p.relationship_goals && ($1).preferred_relationship_goals)
           and (cardinality(($1).preferred_education) = 0 or p.education = any (($1).preferred_education))
           and (($1).preferred_drinking is null or p.drinking = ($1).preferred_drinking)
           and (($1).preferred_smoking is null or p.smoking = ($1).preferred_smoking)
           and (($1).preferred_religion is null or lower(btrim(p.religion)) = lower(($1).preferred_religion))
           and (($1).preferred_has_children is null or p.has_children = ($1).preferred_has_children)
           and (($1).preferred_wants_children is null or p.wants_children = ($1).preferred_wants_children)
           -- Mutual fit: the member's own preferred genders and ages must admit the caller.
           and (cardinality(p.preferred_genders) = 0 or ($1).gender = any (p.preferred_genders))
           and ((p.preferred_age_min <= 18 and p.preferred_age_max >= 100)
                or $10 between p.preferred_age_min and p.preferred_age_max)
      ) c
     where $4::integer is null
        or (c.score, coalesce(c.shown_active, '-infinity'), c.id) < ($4, $5, $6)
     order by c.score desc, coalesce(c.shown_active, '-infinity') desc, c.id desc
     limit $7
  $query$,
    case when with_distance then $join$join (
        select pl.id, private.distance_miles(($2).latitude, ($2).longitude, pl.latitude, pl.longitude) as miles
          from public.places pl
         where pl.latitude between ($2).latitude - $8 and ($2).latitude + $8
           -- Ranges the index can seek, the last two across the antimeridian.
           and (pl.longitude between ($2).longitude - $9 and ($2).longitude + $9
                or pl.longitude >= ($2).longitude - $9 + 360 or pl.longitude <= ($2).longitude + $9 - 360)
      ) n on n.id = p.place_id and n.miles <= ($1).preferred_distance$join$
         else 'cross join (select null::double precision as miles) n' end,
    (select string_agg(format('(%L = any (p.interests) and %L = any (($1).interests))::integer', c, c), ' + ')
       from unnest(public.profile_choices('interest')) as c),
    (select string_agg(format('(%L = any (p.relationship_goals) and %L = any (($1).relationship_goals))::integer', c, c), ' + ')
       from unnest(public.profile_choices('relationship_goal')) as c))
$fn$;
revoke execute on function private.discovery_feed_query(boolean) from public, anon, authenticated;

create function public.get_discovery_feed(after text default null, page_size integer default 20)
returns table (
  id uuid, username text, first_name text, age integer, gender text, location text, bio text,
  interests text[], relationship_goals text[], primary_photo_url text, distance_miles integer,
  shared_interests text[], last_active timestamptz, score integer, cursor text)
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
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to discover members' using errcode = 'insufficient_privilege';
  end if;
  select * into me from public.profiles p where p.id = (select auth.uid());
  if not found then
    return;
  end if;

  if after is not null then
    begin
      parts := string_to_array(convert_from(decode(
        rpad(translate(after, '-_', '+/'), (char_length(after) + 3) / 4 * 4, '='), 'base64'), 'UTF8'), '|');
      if cardinality(parts) <> 5 or parts[1] <> 'v1' then
        raise exception using errcode = 'invalid_parameter_value';
      end if;
      anchor := private.epoch_micros(parts[2]::bigint);
      after_score := parts[3]::integer;
      after_active := case when parts[4] = '-' then '-infinity'::timestamptz else private.epoch_micros(parts[4]::bigint) end;
      after_id := parts[5]::uuid;
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
  end if;

  -- The caller, the members they liked (whatever the answer) and those whose like they answered.
  unseen := array(select me.id
                  union all select i.receiver_id from public.interests i where i.sender_id = me.id
                  union all select i.sender_id from public.interests i where i.receiver_id = me.id and i.status <> 'pending');

  return query execute private.discovery_feed_query(here.id is not null)
  using me, here, anchor, after_score, after_active, after_id, rows_wanted, lat_span, lon_span,
        public.age_in_years(me.birth_date), unseen;
end;
$$;
revoke execute on function public.get_discovery_feed(text, integer) from public, anon;
grant execute on function public.get_discovery_feed(text, integer) to authenticated;
