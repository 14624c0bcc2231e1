-- The caller's analytics (docs/plans.md, Analytics): one row per UTC day of the last `days` (1..90,
-- 30 by default; today is the last), zero-filled, counted from the rows that exist:
--   profile_views      members who opened her profile that day (the 'profile_view' notifications,
--                      one a day per viewer; a viewer is counted once a day whatever the rows);
--   likes_received     interests sent to her that day;
--   matches            members she matched with that day (a mutual match has two accepted rows: one pair);
--   messages_received  messages sent to her that day;
--   conversations      members who wrote to her that day;
--   replied            of those, the ones she wrote to after their first message of that day
--                      (up to now); the reply rate is replied / conversations;
--   boosts             when each of her boosts that ran that day started.
-- Only for members whose plan includes 'analytics' (private.entitled): others get 402 (PT402,
-- hint 'upgrade') naming the plans that include it; her rows stay, and show again after an upgrade.
-- She sees only her own (auth.uid()). Each count reads the window's rows through an index on the
-- member and the time. Tests: server/db/rls/analytics.test.ts.
create or replace function public.get_my_analytics(days integer default 30)
returns table (
  day date,
  profile_views integer,
  likes_received integer,
  matches integer,
  messages_received integer,
  conversations integer,
  replied integer,
  boosts timestamptz[]
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  span constant integer := least(greatest(coalesce(days, 30), 1), 90);
  first_day constant date := (now() at time zone 'utc')::date - (span - 1);
  since constant timestamptz := first_day::timestamp at time zone 'utc';
begin
  if not private.entitled(me, 'analytics') then
    perform private.refuse_feature('analytics');
  end if;
  return query
  with calendar as (
    select (first_day + g.n)::date as on_day from generate_series(0, span - 1) as g (n)
  ), viewed as (
    select (v.created_at at time zone 'utc')::date as on_day, count(distinct v.actor_id)::integer as n
      from public.notifications v
     where v.member_id = me and v.kind = 'profile_view' and v.created_at >= since
     group by 1
  ), liked as (
    select (i.created_at at time zone 'utc')::date as on_day, count(*)::integer as n
      from public.interests i
     where i.receiver_id = me and i.created_at >= since
     group by 1
  ), matched as (
    select (min(a.at) at time zone 'utc')::date as on_day, a.other
      from (select i.sender_id as other, i.updated_at as at from public.interests i
             where i.receiver_id = me and i.status = 'accepted' and i.updated_at >= since
            union all
            select i.receiver_id, i.updated_at from public.interests i
             where i.sender_id = me and i.status = 'accepted' and i.updated_at >= since) a
     group by a.other
  ), received as (
    select (m.created_at at time zone 'utc')::date as on_day, m.sender_id as other, count(*)::integer as n,
           min(m.created_at) as first_at
      from public.messages m
     where m.receiver_id = me and m.created_at >= since
     group by 1, 2
  ), answered as (
    select r.on_day, sum(r.n)::integer as n, count(*)::integer as talks,
           count(*) filter (where exists (
             select 1 from public.messages s
              where s.sender_id = me and s.receiver_id = r.other and s.created_at > r.first_at))::integer as answers
      from received r
     group by r.on_day
  ), boosted as (
    select (greatest(b.started_at, since) at time zone 'utc')::date as on_day,
           array_agg(b.started_at order by b.started_at) as starts
      from public.boosts b
     where b.user_id = me and b.ends_at > since and b.started_at <= now()
     group by 1
  )
  select c.on_day,
         coalesce(v.n, 0), coalesce(l.n, 0),
         (select count(*)::integer from matched x where x.on_day = c.on_day),
         coalesce(a.n, 0), coalesce(a.talks, 0), coalesce(a.answers, 0),
         coalesce(b.starts, '{}')
    from calendar c
    left join viewed v on v.on_day = c.on_day
    left join liked l on l.on_day = c.on_day
    left join answered a on a.on_day = c.on_day
    left join boosted b on b.on_day = c.on_day
   order by c.on_day;
end;
$$;
revoke execute on function public.get_my_analytics(integer) from public, anon;
grant execute on function public.get_my_analytics(integer) to authenticated;
