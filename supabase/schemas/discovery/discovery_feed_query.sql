-- The feed's query, with the distance join or without (when the caller has no city). Its parameters:
-- $1 the caller's profiles row, $2 their place, $3 the first page's time, $4-$6 the cursor's
-- (rank, shown last_active, id) or nulls, $7 the page size, $8-$9 the bounding box's half-height and
-- half-width in degrees, $10 the caller's age, $11 the members the caller is not shown
-- (get_discovery_feed_unchecked says which), $12 the members boosted at $3, $13-$14 the window's
-- start and end (members last active in [$13, $14), '-infinity' and 'infinity' for all), $15 the
-- caller's cells (private.discovery_cells) or null, $16 the window's size (for the cursor). The
-- order is by window, then within it as below (docs/database.md, Discovery feed); `windowed` reads
-- the window's members by their activity (profiles_recent_idx), else every candidate is read by city,
-- gender and age (profiles_feed_idx); `by_gender` when the caller chose genders. A boosted member ranks
-- first in her window: her boost is folded into the rank the order and the cursor use (not into the score shown),
-- at the first page's time, so later pages keep the order of the first. A boost changes the order
-- only: every filter, block and the mutual fit still decide who is shown. A function of its own so that
-- `npm run bench:discovery` can EXPLAIN it. Run with EXECUTE, so planned for each call's values:
-- a generic plan cannot know whether the box holds a village or a metropolis.
create or replace function private.discovery_feed_query(with_distance boolean, windowed boolean, by_gender boolean)
returns text
language sql immutable
set search_path = ''
as $fn$
  select format($query$
    select m.id, m.username, m.first_name, private.age_in_years(m.birth_date), m.gender, m.location, m.bio, m.interests,
           m.relationship_goals, m.photos[1], private.rounded_distance_miles(page.miles),
           array(select i from unnest(m.interests) as i where i = any (($1).interests)),
           page.shown_active, page.score, private.discovery_cursor($3, $14, $16, page.rank, page.shown_active, m.id),
           private.is_verified(m.id, m.photos[1])
      from (
      -- The ranking reads only columns profiles_feed_idx holds, so the candidates are scored from the
      -- index (an index-only scan) and the table is read for the page's rows alone
      -- (docs/performance.md, Discovery feed).
      select c.id, c.miles, c.shown_active, c.score, r.rank
      from (
        select p.id, n.miles, x.shown_active,
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
                      else 0 end as score,
               -- Boosted at $3: the running boosts, read once by the caller into $12; a constant
               -- array of 9 or more is looked up by hash (docs/performance.md, Boosts).
               p.id = any ($12) as boosted
          from %4$s p
          %1$s
          cross join lateral (select case when p.show_online_status then p.last_active end as shown_active) x
         where p.id <> all ($11)
           -- Visibility: 'everyone' only. 'matches' would need a match, and matched members are
           -- never in the feed; 'nobody' is never shown.
           %5$s
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
           -- Only verified members: the badge as private.is_verified gives it.
           and (not ($1).preferred_verified_only or private.is_verified(p.id, (select v.photos[1] from public.profiles v where v.id = p.id)))
           -- Mutual fit: the member's own preferred genders and ages must admit the caller.
           and (cardinality(p.preferred_genders) = 0 or ($1).gender = any (p.preferred_genders))
           and ((p.preferred_age_min <= 18 and p.preferred_age_max >= 100)
                or $10 between p.preferred_age_min and p.preferred_age_max)
      ) c
      -- Above any score a profile can earn (about 10 per shared choice).
      cross join lateral (select c.score + case when c.boosted then 1000000 else 0 end as rank) r
     where $4::integer is null
        or (r.rank, coalesce(c.shown_active, '-infinity'), c.id) < ($4, $5, $6)
     order by r.rank desc, coalesce(c.shown_active, '-infinity') desc, c.id desc
     limit $7
      ) page
      join public.profiles m on m.id = page.id
     order by page.rank desc, coalesce(page.shown_active, '-infinity') desc, page.id desc
  $query$,
    -- With genders chosen, the nearby places come as (place, gender) pairs, so that profiles_feed_idx
    -- seeks each gender's members in each place: `gender = any (…)` over two genders was checked on
    -- every member of the place instead (docs/performance.md, Discovery feed).
    case when with_distance and by_gender then $join$join (
        select pl.id, g.gender, private.distance_miles(($2).latitude, ($2).longitude, pl.latitude, pl.longitude) as miles
          from public.places pl
          cross join unnest(($1).preferred_genders) as g(gender)
         where pl.latitude between ($2).latitude - $8 and ($2).latitude + $8
           and (pl.longitude between ($2).longitude - $9 and ($2).longitude + $9
                or pl.longitude >= ($2).longitude - $9 + 360 or pl.longitude <= ($2).longitude + $9 - 360)
      ) n on n.id = p.place_id and n.gender = p.gender and n.miles <= ($1).preferred_distance$join$
         when with_distance then $join$join (
        select pl.id, private.distance_miles(($2).latitude, ($2).longitude, pl.latitude, pl.longitude) as miles
          from public.places pl
         where pl.latitude between ($2).latitude - $8 and ($2).latitude + $8
           -- Ranges the index can seek, the last two across the antimeridian.
           and (pl.longitude between ($2).longitude - $9 and ($2).longitude + $9
                or pl.longitude >= ($2).longitude - $9 + 360 or pl.longitude <= ($2).longitude + $9 - 360)
      ) n on n.id = p.place_id and n.miles <= ($1).preferred_distance$join$
         else 'cross join (select null::double precision as miles) n' end,
    (select string_agg(format('(%L = any (p.interests) and %L = any (($1).interests))::integer', c, c), ' + ')
       from unnest(private.profile_choices('interest')) as c),
    (select string_agg(format('(%L = any (p.relationship_goals) and %L = any (($1).relationship_goals))::integer', c, c), ' + ')
       from unnest(private.profile_choices('relationship_goal')) as c),
    -- Windowed: the window's members, the members of the caller's cells last active in [$13, $14),
    -- read in activity order from profiles_recent_idx alone (every column below is in it); the
    -- fence (offset 0) keeps the planner from reaching them through profiles_feed_idx by city,
    -- which reads every candidate (docs/performance.md, Discovery feed). A member's cell is her
    -- city's, so the distance still decides who is near.
    case when windowed then $window$(
        select w.id, w.place_id, w.gender, w.birth_date, w.smoking, w.drinking, w.has_children, w.wants_children,
               w.education, w.body_type, w.hair_type, w.preferred_genders, w.preferred_age_min, w.preferred_age_max,
               w.interests, w.relationship_goals, w.income, w.height_cm, w.religion, w.show_online_status, w.last_active
          from public.profiles w
         where w.geo_cell = any ($15) and w.last_active >= $13 and w.last_active < $14
           and w.visibility = 'everyone' and cardinality(w.photos) > 0
        offset 0)$window$
         else 'public.profiles' end,
    case when windowed then ''
         else $visible$and p.visibility = 'everyone'
           and cardinality(p.photos) > 0
           and p.last_active >= $13 and p.last_active < $14$visible$ end)
$fn$;
revoke execute on function private.discovery_feed_query(boolean, boolean, boolean) from public;
