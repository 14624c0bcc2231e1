-- A block deletes the interests, connection requests and notifications between two members
-- (private.separate_members). The limits counted those rows, so blocking and unblocking gave back
-- the day's interests, connection requests and profile views: a member sent one other 25 likes,
-- views and requests in 3 s. What a member spends is now counted where a block does not reach
-- (private.usage_ledger), and a lifted block keeps the pair from sending each other interests or
-- connection requests for a week (private.waiting_periods, private.lifted_blocks). docs/database.md,
-- Usage ledger; docs/security.md, Block, report and unmatch.

-- One row per interest or connection request written for a member, and per profile view that told
-- its member; written only by the database (private.record_usage), read by the limits and
-- get_my_usage, pruned per member as she spends again. No API role reads it.
create table private.usage_ledger (
  member_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('interest', 'connection_request', 'profile_view')),
  -- The member viewed, for the once-a-day rule of views; kept for nothing else. No foreign key: a
  -- member who deletes her account does not give back what others spent on her.
  other_id uuid,
  at timestamptz not null,
  constraint usage_ledger_other_for_views check ((kind = 'profile_view') = (other_id is not null))
);
create index usage_ledger_member_id_kind_at_idx on private.usage_ledger (member_id, kind, at);
create index usage_ledger_profile_views_idx on private.usage_ledger (member_id, other_id, at) where kind = 'profile_view';
alter table private.usage_ledger enable row level security;
revoke all on private.usage_ledger from public, anon, authenticated;

-- What was spent before the ledger existed, as the rows still tell it: nobody starts afresh today.
insert into private.usage_ledger (member_id, kind, at)
select i.sender_id, 'interest', least(i.created_at, now())
  from public.interests i
 where i.created_at > now() - greatest(interval '1 day', (select l.window_length from private.abuse_limits l where l.name = 'interests'));
insert into private.usage_ledger (member_id, kind, at)
select c.sender_id, 'connection_request', least(c.created_at, now())
  from public.connection_requests c
 where c.created_at > now() - greatest(interval '1 day', (select l.window_length from private.abuse_limits l where l.name = 'connection_requests'));
insert into private.usage_ledger (member_id, kind, other_id, at)
select n.actor_id, 'profile_view', n.member_id, least(n.created_at, now())
  from public.notifications n
 where n.kind = 'profile_view' and n.created_at > now() - interval '1 day';

-- How long something waits, as data an operator tunes without a migration (like
-- private.abuse_limits). Nobody reads it through the API.
create table private.waiting_periods (
  name text primary key,
  period interval not null check (period > interval '0')
);
insert into private.waiting_periods (name, period) values
  -- After a block is lifted, before the two may send each other interests or connection requests.
  ('after_unblock', interval '7 days');
alter table private.waiting_periods enable row level security;
revoke all on private.waiting_periods from public, anon, authenticated;

-- When each block was last lifted (unblock_member). No API role reads it: the blocked member is
-- not told more than the refusal says.
create table private.lifted_blocks (
  blocker_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  lifted_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id)
);
alter table private.lifted_blocks enable row level security;
revoke all on private.lifted_blocks from public, anon, authenticated;

-- The functions' text as supabase/schemas holds it (written by hand, in the form
-- `npm run db:migration` gives).

set check_function_bodies = off;

-- supabase/schemas/plans/record_usage.sql
-- Counts what a member spent of her limits in private.usage_ledger, apart from the rows she spent it
-- on: a block deletes the interests, connection requests and notifications between two members
-- (private.separate_members), and what she spent must not go with them. The limits read the ledger
-- (check_interest_quota, check_connection_request_quota, record_profile_view's once a day), and so
-- does get_my_usage, whatever gives them the limit's number. `other` is kept only where a rule is
-- per pair (a profile view). Her rows of that kind older than every window that reads them go as
-- she spends again (an index range), so the ledger holds about a day per member with no job to run.
create or replace function private.record_usage(spender uuid, spent_on text, other uuid, spent_at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.usage_ledger u
   where u.member_id = spender and u.kind = spent_on
     and u.at < now() - greatest(interval '1 day', (select max(l.window_length) from private.abuse_limits l
                                                     where l.name in ('interests', 'connection_requests')));
  insert into private.usage_ledger (member_id, kind, other_id, at)
  values (spender, spent_on, other, least(coalesce(spent_at, now()), now()));
$$;
revoke execute on function private.record_usage(uuid, text, uuid, timestamptz) from public;

-- supabase/schemas/plans/record_sent_usage.sql
-- An interest or a connection request written for a member is counted against her limits
-- (private.record_usage). Her own send is counted at the database's time, whatever created_at she
-- sent, so a backdated row cannot leave the window; one written for her by someone else (the seed,
-- the interest an accepted connection request writes) at the row's own time.
create or replace function private.record_sent_usage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.record_usage(
    new.sender_id,
    case tg_table_name when 'interests' then 'interest' else 'connection_request' end,
    null,
    case when new.sender_id = (select auth.uid()) then now() else new.created_at end);
  return null;
end;
$$;
revoke execute on function private.record_sent_usage() from public;

-- supabase/schemas/interests/check_after_unblock.sql
-- A lifted block does not open the pair again at once (docs/security.md, Block, report and
-- unmatch): for private.waiting_periods 'after_unblock' (a week) after its blocker lifts it, neither
-- member may send the other an interest or a connection request. Otherwise blocking and unblocking in
-- a loop sent the other member a new like and request each time, the block having withdrawn the last.
-- 429 (PT429) as the abuse limits refuse, the seconds left in `detail`. Only a member's own sends:
-- the seed and the service role are not members.
create or replace function private.check_after_unblock() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wait interval;
  lifted timestamptz;
  days integer;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  select w.period into wait from private.waiting_periods w where w.name = 'after_unblock';
  select max(l.lifted_at) into lifted
    from private.lifted_blocks l
   where (l.blocker_id = new.sender_id and l.blocked_id = new.receiver_id)
      or (l.blocker_id = new.receiver_id and l.blocked_id = new.sender_id);
  if lifted > now() - wait then
    days := ceil(extract(epoch from lifted + wait - now()) / 86400);
    raise exception 'A block between you and this member was lifted recently. You can % again in % %.',
      case tg_table_name when 'interests' then 'show interest' else 'ask to connect' end,
      days, case when days = 1 then 'day' else 'days' end
      using errcode = 'PT429', detail = ceil(extract(epoch from lifted + wait - now()))::text;
  end if;
  return new;
end;
$$;
revoke execute on function private.check_after_unblock() from public;

-- supabase/schemas/plans/check_interest_quota.sql
-- A member's plan bounds the interests she sends in 24 hours (an interest sent back, which makes a
-- match, counts too), and whatever her plan, 30 in 10 minutes (private.abuse_limits 'interests'):
-- faster than anyone reads profiles (docs/security.md, abuse limits). Only her own sends are checked: the seed and the service role
-- are not members. The counts read what she spent (private.usage_ledger), which a block that
-- withdraws her interests leaves as it is; each reads at most its limit's newest rows.
create or replace function private.check_interest_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  burst integer;
  burst_window interval;
  quota integer;
  sent integer;
  oldest timestamptz;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  -- One member's sends are counted one at a time: two at once cannot both take the last one.
  perform pg_advisory_xact_lock(hashtextextended('interests-quota:' || new.sender_id::text, 0));
  select l.max_events, l.window_length into burst, burst_window from private.abuse_limits l where l.name = 'interests';
  select count(*), min(r.at) into sent, oldest
    from (select u.at from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'interest' and u.at > now() - burst_window
           order by u.at desc limit burst) r;
  if sent >= burst then
    raise exception 'You are sending interests too fast. Please take a break and try again in a few minutes.'
      using errcode = 'PT429', detail = ceil(extract(epoch from oldest + burst_window - now()))::text;
  end if;
  select p.interests_per_day into quota from public.plans p where p.tier = private.effective_tier(new.sender_id);
  if quota is null then
    return new;
  end if;
  select count(*) into sent
    from (select 1 from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'interest' and u.at > now() - interval '1 day'
           order by u.at desc limit quota) recent;
  if sent >= quota then
    perform private.plan_limit_refusal(format('You have sent your %s interests for today. Upgrade your plan to send more.', quota));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_interest_quota() from public;

-- supabase/schemas/interests/check_connection_request_quota.sql
-- At most 20 connection requests a day per member (private.abuse_limits 'connection_requests';
-- docs/security.md, abuse limits): checked on her own sends only, counting what she spent
-- (private.usage_ledger, which a block that withdraws her requests leaves as it is), reading at most
-- that many of her newest.
create or replace function private.check_connection_request_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  quota integer;
  quota_window interval;
  sent integer;
  oldest timestamptz;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('connection-requests-quota:' || new.sender_id::text, 0));
  select l.max_events, l.window_length into quota, quota_window from private.abuse_limits l where l.name = 'connection_requests';
  select count(*), min(r.at) into sent, oldest
    from (select u.at from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'connection_request' and u.at > now() - quota_window
           order by u.at desc limit quota) r;
  if sent >= quota then
    raise exception 'You have sent % connection requests today. Please try again tomorrow.', quota
      using errcode = 'PT429', detail = ceil(extract(epoch from oldest + quota_window - now()))::text;
  end if;
  return new;
end;
$$;
revoke execute on function private.check_connection_request_quota() from public;

-- supabase/schemas/plans/get_my_usage.sql
-- What the caller used of her plan's limits in the last 24 hours, for Settings (docs/plans.md):
-- interests, messages and AI answers sent, and photos kept, each next to the plan's number (null:
-- unlimited). Each count reads at most 1,000 of her newest rows, so it costs the same for anyone.
-- Interests are what she spent (private.usage_ledger): a block withdraws the interest, not the count.
create or replace function public.get_my_usage()
returns table (interests integer, interests_limit integer, messages integer, messages_limit integer,
               ai_answers integer, ai_answers_limit integer, photos integer, photos_limit integer)
language sql stable security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
       plan as (select p.* from public.plans p, me where p.tier = private.effective_tier(me.id))
  select
    (select count(*)::integer from (select 1 from private.usage_ledger u, me
       where u.member_id = me.id and u.kind = 'interest' and u.at > now() - interval '1 day' order by u.at desc limit 1000) r),
    (select plan.interests_per_day from plan),
    (select count(*)::integer from (select 1 from public.messages m, me
       where m.sender_id = me.id and m.created_at > now() - interval '1 day' order by m.created_at desc limit 1000) r),
    (select plan.messages_per_day from plan),
    (select count(*)::integer from (select 1 from private.ai_calls c, me
       where c.user_id = me.id and c.started_at > now() - interval '1 day' order by c.started_at desc limit 1000) r),
    (select plan.ai_answers_per_day from plan),
    (select count(*)::integer from public.photos ph, me where ph.user_id = me.id),
    (select plan.max_photos from plan)
  from me
  where me.id is not null
$$;
revoke execute on function public.get_my_usage() from public, anon;
grant execute on function public.get_my_usage() to authenticated;

-- supabase/schemas/notifications/notify.sql
-- Writes one notification for `member` about `actor`, if her settings want it (docs/notifications.md):
-- new matches (notify_new_matches), likes and connection requests (notify_profile_likes), messages
-- (notify_messages), profile views (notify_profile_views). A message adds nothing while an earlier
-- one from the same member is unread (one line per conversation, not per message); record_profile_view
-- keeps views to one a day per pair. Dated when it happened (`at`: the row's own time, never later
-- than now, so the demo seed's past likes read as past). True when one was written. Called by the
-- triggers and record_profile_view, never through the API.
create or replace function private.notify(member uuid, kind text, actor uuid, at timestamptz default now()) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted boolean;
begin
  select case kind
           when 'match' then p.notify_new_matches
           when 'like' then p.notify_profile_likes
           when 'connection_request' then p.notify_profile_likes
           when 'message' then p.notify_messages
           when 'profile_view' then p.notify_profile_views
         end
    into wanted
    from public.profiles p where p.id = member;
  if not coalesce(wanted, false) or member = actor then
    return false;
  end if;
  if kind = 'message' and exists (
       select 1 from public.notifications n
        where n.member_id = member and n.actor_id = actor and n.kind = 'message' and n.read_at is null) then
    return false;
  end if;
  insert into public.notifications (member_id, kind, actor_id, created_at) values (member, kind, actor, least(at, now()));
  return true;
end;
$$;
revoke execute on function private.notify(uuid, text, uuid, timestamptz) from public;

-- supabase/schemas/notifications/record_profile_view.sql
-- The caller opened a member's profile: that member may learn who viewed her (a notification,
-- at most one a day per pair, if she wants them). Never for a viewer she could not see herself
-- (a hidden viewer stays hidden), never for one's own profile or one she cannot see. True when a
-- view was recorded. The day is counted in private.usage_ledger, which a block (it deletes the
-- pair's notifications) leaves as it is: blocking and unblocking does not tell her again.
create or replace function public.record_profile_view(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or member is null or member = me or not private.can_view_profile(member) then
    return false;
  end if;
  -- Would the member see the viewer? The visibility rule of can_view_profile, from her side.
  if not exists (
       select 1 from public.profiles v
        where v.id = me
          and (v.visibility = 'everyone'
               or (v.visibility = 'matches' and exists (
                     select 1 from public.interests i
                      where i.status = 'accepted'
                        and ((i.sender_id = me and i.receiver_id = member) or (i.sender_id = member and i.receiver_id = me)))))) then
    return false;
  end if;
  -- One viewer's views are recorded one at a time: two at once cannot both be the day's first.
  perform pg_advisory_xact_lock(hashtextextended('profile-views:' || me::text, 0));
  if exists (select 1 from private.usage_ledger u
              where u.member_id = me and u.kind = 'profile_view' and u.other_id = member and u.at > now() - interval '1 day') then
    return false;
  end if;
  if not private.notify(member, 'profile_view', me) then
    return false;
  end if;
  perform private.record_usage(me, 'profile_view', member, now());
  return true;
end;
$$;
revoke execute on function public.record_profile_view(uuid) from public, anon;
grant execute on function public.record_profile_view(uuid) to authenticated;

-- supabase/schemas/safety/unblock_member.sql
-- Lifts the caller's block on a member (Settings, Blocked members): they may see each other again,
-- starting afresh (what the block withdrew does not come back). True when there was such a block.
-- An unmatch is not lifted this way. The lifting is kept in private.lifted_blocks: for a while the
-- two may not send each other interests or connection requests (private.check_after_unblock), or a
-- block and its lifting in a loop would write the other member a new like and request each time.
-- The caller's liftings older than that wait go.
create or replace function public.unblock_member(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  lifted integer;
begin
  delete from public.blocks k
   where k.blocker_id = me and k.blocked_id = member and k.kind = 'block';
  get diagnostics lifted = row_count;
  if lifted = 1 then
    delete from private.lifted_blocks l
     where l.blocker_id = me
       and l.lifted_at < now() - coalesce((select w.period from private.waiting_periods w where w.name = 'after_unblock'), interval '0');
    insert into private.lifted_blocks (blocker_id, blocked_id) values (me, member)
    on conflict (blocker_id, blocked_id) do update set lifted_at = now();
  end if;
  return lifted = 1;
end;
$$;
revoke execute on function public.unblock_member(uuid) from public, anon;
grant execute on function public.unblock_member(uuid) to authenticated;

reset check_function_bodies;

-- Before the daily limits (trigger names sort): a pair still waiting is refused before anything
-- is counted.
create trigger interests_check_after_unblock
  before insert on public.interests
  for each row execute function private.check_after_unblock();
create trigger connection_requests_check_after_unblock
  before insert on public.connection_requests
  for each row execute function private.check_after_unblock();
-- After the insert, so that a row `on conflict do nothing` skips spends nothing.
create trigger then_record_sent_usage
  after insert on public.interests
  for each row execute function private.record_sent_usage();
create trigger then_record_sent_usage
  after insert on public.connection_requests
  for each row execute function private.record_sent_usage();
