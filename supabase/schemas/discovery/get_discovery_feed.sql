-- The discovery feed (docs/database.md, Discovery feed). The body lives under a private name
-- (private.get_discovery_feed_unchecked); this public function counts the page first. 60 pages a
-- minute is 1,200 profiles: more than anyone reads; the oracle is closed by the limits on changing
-- one's own fit (limit_fit_changes), this bounds the work.
-- The feed says why it has nothing to show, so the SPA can ask for what is missing.
-- liked_me: the card's member sent the caller a like she has not answered, which every plan sees on
-- the card (the feed already leaves out likes she answered or passed); 20 index lookups a page.
create or replace function public.get_discovery_feed(after text default null, page_size integer default 20)
returns table (
  id uuid, username text, first_name text, age integer, gender text, location text, bio text,
  interests text[], relationship_goals text[], primary_photo_url text, distance_miles integer,
  shared_interests text[], last_active timestamptz, score integer, cursor text, verified boolean, liked_me boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to discover members' using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete) then
    raise exception 'Add your first name and birth date to meet members'
      using errcode = 'insufficient_privilege', hint = 'Members must be at least 18 years old.';
  end if;
  perform private.assert_max_length(after, 200, 'Feed cursor');
  perform private.take_rate_limit('get_discovery_feed', (select auth.uid())::text, 60, interval '1 minute');
  return query
    select f.*,
           exists (select 1 from public.interests i
                    where i.sender_id = f.id and i.receiver_id = (select auth.uid()) and i.status = 'pending')
      from private.get_discovery_feed_unchecked(after, page_size) f;
end;
$$;
revoke execute on function public.get_discovery_feed(text, integer) from public, anon;
grant execute on function public.get_discovery_feed(text, integer) to authenticated;
