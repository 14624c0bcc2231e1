-- The inbox: one row per match of the caller (a match with no message yet is a conversation too, at
-- its match time), newest activity first, with the partner as public_profiles shows them to the
-- caller, the last message either way and the unread count. Keyset paging by (activity_at,
-- partner_id). docs/database.md (Messages) states the rules, docs/performance.md the measurements.
-- Called only by public.get_conversations, which checks the arguments' lengths first.
--
-- SECURITY DEFINER because a conversation needs the partner's show_online_status (the online dot
-- follows it), a private setting public_profiles leaves out; RLS cannot grant one column. The
-- function applies the rules itself: only the caller's matches and messages (auth.uid() in every
-- condition), partner fields read through public_profiles (whose rule still sees the caller as
-- auth.uid()), so a partner hidden from the caller has null fields and is not found by a search,
-- and show_online_status only for a partner the caller can see. The last message's read time only
-- when the caller received it or her plan includes read receipts (private.sees_read_receipts).
create or replace function private.get_conversations_unchecked(after text default null, page_size integer default 20, search text default null)
returns table (
  partner_id uuid, username text, first_name text, age integer, primary_photo_url text,
  show_online_status boolean, last_message_id uuid, last_message_sender_id uuid, last_message_content text,
  last_message_at timestamptz, last_message_read_at timestamptz, unread_count integer, matched_at timestamptz,
  activity_at timestamptz, cursor text)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  after_at timestamptz := 'infinity';
  after_partner uuid := 'ffffffff-ffff-ffff-ffff-ffffffffffff';
  parts text[];
  term text := lower(nullif(btrim(search), ''));
  rows_wanted integer := least(greatest(coalesce(page_size, 20), 1), 50);
  receipts boolean := private.sees_read_receipts();
begin
  if me is null then
    raise exception 'Sign in to read your messages' using errcode = 'insufficient_privilege';
  end if;
  if after is not null then
    begin
      parts := string_to_array(convert_from(decode(
        rpad(translate(after, '-_', '+/'), (char_length(after) + 3) / 4 * 4, '='), 'base64'), 'UTF8'), '|');
      if cardinality(parts) <> 3 or parts[1] <> 'c1' then
        raise exception using errcode = 'invalid_parameter_value';
      end if;
      after_at := private.epoch_micros(parts[2]::bigint);
      after_partner := parts[3]::uuid;
    exception when others then
      raise exception 'Invalid conversation cursor' using errcode = 'invalid_parameter_value',
        hint = 'Send the cursor of the last row of the previous page, unchanged.';
    end;
  end if;

  return query
  -- Both interests of a mutual like are accepted: one match per partner, at its first acceptance.
  with matches as (
    select case when i.sender_id = me then i.receiver_id else i.sender_id end as partner_id,
           min(i.updated_at) as matched_at
      from public.interests i
     where i.status = 'accepted' and (i.sender_id = me or i.receiver_id = me)
     group by 1
  ),
  -- Each match's activity time: its newest message either way (one backward index-only probe per
  -- direction), else the match time. Only the page's rows get their message, profile and count.
  -- Materialized: the time is filtered and sorted on, and must be looked up once per match.
  ranked as materialized (
    select m.partner_id, m.matched_at,
           coalesce(greatest(
             (select s.created_at from public.messages s
               where s.sender_id = me and s.receiver_id = m.partner_id order by s.created_at desc limit 1),
             (select r.created_at from public.messages r
               where r.sender_id = m.partner_id and r.receiver_id = me order by r.created_at desc limit 1)),
             m.matched_at) as activity_at
      from matches m
  ),
  page as (
    select r.* from ranked r
     where (r.activity_at, r.partner_id) < (after_at, after_partner)
       and (term is null or exists (
             select 1 from public.public_profiles pub
              where pub.id = r.partner_id
                and (strpos(lower(pub.username), term) > 0 or strpos(lower(pub.first_name), term) > 0)))
     order by r.activity_at desc, r.partner_id desc
     limit rows_wanted
  )
  select pg.partner_id, pub.username, pub.first_name, pub.age, pub.photos[1],
         case when pub.id is not null then own.show_online_status end,
         lm.id, lm.sender_id, lm.content, lm.created_at,
         case when lm.sender_id = me and not receipts then null else lm.read_at end,
         (select count(*)::integer from public.messages u
           where u.receiver_id = me and u.sender_id = pg.partner_id and u.read_at is null),
         pg.matched_at, pg.activity_at, private.conversation_cursor(pg.activity_at, pg.partner_id)
    from page pg
    -- One primary-key lookup through the view per row of the page (its barrier lets the leakproof
    -- uuid equality in), not a join with every profile it shows: `offset 0` keeps the planner from
    -- flattening the lateral subquery into such a join.
    left join lateral (select v.* from public.public_profiles v where v.id = pg.partner_id offset 0) pub on true
    left join public.profiles own on own.id = pg.partner_id
    left join lateral (
      select x.* from (
        (select s.* from public.messages s
          where s.sender_id = me and s.receiver_id = pg.partner_id order by s.created_at desc, s.id desc limit 1)
        union all
        (select r.* from public.messages r
          where r.sender_id = pg.partner_id and r.receiver_id = me order by r.created_at desc, r.id desc limit 1)
      ) x order by x.created_at desc, x.id desc limit 1) lm on true
   order by pg.activity_at desc, pg.partner_id desc;
end;
$$;
revoke execute on function private.get_conversations_unchecked(text, integer, text) from public;
grant execute on function private.get_conversations_unchecked(text, integer, text) to service_role;
