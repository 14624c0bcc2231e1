-- Per-member rates for the reads that do real work on every call: the place search (one call per
-- keystroke or so) and the discovery feed (which would otherwise answer, as fast as a script can
-- ask, whether the caller fits other members' private preferences). A fixed window per member and
-- bucket; past its limit a call answers 429 (PT429: PostgREST's way to set the HTTP status) and the
-- count is not raised, so a refused caller waits for the window, not longer. Rows are one per member
-- and bucket, overwritten in place. docs/security.md lists the limits; tests:
-- server/db/rls/rate-limits.test.ts.

create table private.rate_limit_windows (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, subject)
);

create function private.take_rate_limit(bucket text, subject text, max_hits integer, window_length interval)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  used integer;
  started timestamptz;
begin
  insert into private.rate_limit_windows as w (bucket, subject, window_start, hits)
  values (bucket, subject, now(), 1)
  on conflict on constraint rate_limit_windows_pkey do update
     set hits = case when w.window_start <= now() - window_length then 1 else w.hits + 1 end,
         window_start = case when w.window_start <= now() - window_length then now() else w.window_start end
  returning w.hits, w.window_start into used, started;
  if used > max_hits then
    raise exception 'Too many requests: please wait a minute and try again'
      using errcode = 'PT429',
            detail = format('At most %s calls of %s per %s', max_hits, bucket, window_length),
            hint = format('Try again after %s', started + window_length);
  end if;
end;
$$;
revoke all on function private.take_rate_limit(text, text, integer, interval) from public, anon, authenticated;

-- VOLATILE now that it counts: PostgREST runs stable functions in a read-only transaction.
create or replace function public.search_places(query text, max_results integer default 8)
returns table (id integer, label text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  key text;
begin
  perform private.assert_max_length(query, 100, 'Place search');
  perform private.take_rate_limit('search_places', (select auth.uid())::text, 60, interval '1 minute');
  key := public.place_search_key(btrim(query));
  if coalesce(key, '') = '' then
    return;
  end if;
  return query
    select p.id, p.label
      from public.places p
     where p.search_key operator(pg_catalog.~>=~) key
       and p.search_key operator(pg_catalog.~<~) (key || chr(1114111))
     order by p.population desc, p.id
     limit least(greatest(coalesce(max_results, 8), 1), 20);
end;
$$;

-- The feed keeps its body under a private name; the public function counts the page first. 60 pages
-- a minute is 1,200 profiles: more than anyone reads; the oracle is closed by the limits on changing
-- one's own fit (20261126110200_fit_changes_limited.sql), this bounds the work.
alter function public.get_discovery_feed(text, integer) rename to get_discovery_feed_unchecked;
alter function public.get_discovery_feed_unchecked(text, integer) set schema private;
revoke all on function private.get_discovery_feed_unchecked(text, integer) from public, anon, authenticated;

create function public.get_discovery_feed(after text default null, page_size integer default 20)
returns table (
  id uuid, username text, first_name text, age integer, gender text, location text, bio text,
  interests text[], relationship_goals text[], primary_photo_url text, distance_miles integer,
  shared_interests text[], last_active timestamptz, score integer, cursor text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to discover members' using errcode = 'insufficient_privilege';
  end if;
  perform private.assert_max_length(after, 200, 'Feed cursor');
  perform private.take_rate_limit('get_discovery_feed', (select auth.uid())::text, 60, interval '1 minute');
  return query select * from private.get_discovery_feed_unchecked(after, page_size);
end;
$$;
revoke all on function public.get_discovery_feed(text, integer) from public, anon;
grant execute on function public.get_discovery_feed(text, integer) to authenticated;
