-- A sender is never told that her interest was turned down: not by REST (`interests?id=eq.…`), not
-- by a realtime UPDATE filtered to her, not by her export. So a "no" does not touch the row she
-- reads: the receiver passes with pass_interest(), which records the pass in interest_passes (hers
-- to read, nobody else's) and leaves the interest as sent, pending. The receiver no longer sees a
-- passed interest (her likes list, the badge, the profile page); her export says "rejected". A
-- passed interest never makes a match (the later interest back waits for an answer, as before),
-- and a passed sender stays out of the receiver's feed. docs/database.md (Interests and passes);
-- tests: server/db/rls/interest-passes.test.ts, server/rest/interest-passes.contract.test.ts.

create table public.interest_passes (
  interest_id uuid primary key references public.interests (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  passed_at timestamptz not null default now()
);
create index interest_passes_receiver_id_idx on public.interest_passes (receiver_id);

alter table public.interest_passes enable row level security;
-- Written only through pass_interest(); read by the member who passed.
revoke all on table public.interest_passes from anon, authenticated;
grant select on table public.interest_passes to authenticated;
create policy "Receivers see their passes"
  on public.interest_passes for select to authenticated
  using (receiver_id = (select auth.uid()));

-- Interests answered "rejected" so far become passes; their rows read as sent again. The guard
-- (pending → accepted only, from here on) would refuse the rewrite, so it waits.
insert into public.interest_passes (interest_id, receiver_id, passed_at)
select i.id, i.receiver_id, i.updated_at from public.interests i where i.status = 'rejected';
alter table public.interests disable trigger interests_guard_update;
update public.interests i set status = 'pending', updated_at = i.created_at where i.status = 'rejected';
alter table public.interests enable trigger interests_guard_update;

alter table public.interests drop constraint interests_status_check;
alter table public.interests add constraint interests_status_check check (status in ('pending', 'accepted'));

-- After it is sent an interest changes in one way only: pending → accepted, unless it was passed.
create or replace function public.guard_interest_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.sender_id, new.receiver_id, new.message, new.created_at)
     is distinct from (old.id, old.sender_id, old.receiver_id, old.message, old.created_at) then
    raise exception 'Only the status of an interest can change'
      using errcode = 'P0001', hint = 'Send a new interest instead.';
  end if;
  if new.status is distinct from old.status then
    if old.status <> 'pending' then
      raise exception 'This interest was already %', old.status using errcode = 'P0001';
    end if;
    if new.status <> 'accepted' then
      raise exception 'An interest can only be accepted'
        using errcode = 'P0001', hint = 'Pass on it with pass_interest().';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- The receiver sees what she received unless she passed on it; the sender sees what she sent, always.
drop policy "Senders and receivers see their interests" on public.interests;
create policy "Senders and receivers see their interests"
  on public.interests for select to authenticated
  using (
    sender_id = (select auth.uid())
    or (receiver_id = (select auth.uid())
        and not exists (select 1 from public.interest_passes p where p.interest_id = interests.id)));

-- Passes on a pending interest addressed to the caller. True when it is passed now; false when there
-- is none such (not hers, answered already, passed already). SECURITY DEFINER: members cannot write
-- passes directly.
create function public.pass_interest(interest_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  passed integer;
begin
  insert into public.interest_passes (interest_id, receiver_id)
  select i.id, i.receiver_id
    from public.interests i
   where i.id = pass_interest.interest_id
     and i.receiver_id = (select auth.uid())
     and i.status = 'pending'
  on conflict on constraint interest_passes_pkey do nothing;
  get diagnostics passed = row_count;
  return passed = 1;
end;
$$;
revoke all on function public.pass_interest(uuid) from public, anon;
grant execute on function public.pass_interest(uuid) to authenticated;

-- A passed interest makes no match: the interest back waits for the sender's answer.
create or replace function public.match_mutual_interests() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Two opposite interests sent at the same moment would not see each other: one pair, one lock.
  -- The second waits here until the first commits, then (read committed: a new snapshot per
  -- statement) finds it and makes the match.
  perform pg_advisory_xact_lock(hashtextextended(
    'interest-pair:' || least(new.sender_id, new.receiver_id)::text || greatest(new.sender_id, new.receiver_id)::text, 0));
  if new.status = 'pending' and exists (
       select 1 from public.interests i
        where i.sender_id = new.receiver_id and i.receiver_id = new.sender_id
          and i.status in ('pending', 'accepted')
          and not exists (select 1 from public.interest_passes p where p.interest_id = i.id)) then
    -- SECURITY DEFINER: the sender may not answer an interest addressed to them by RLS alone here,
    -- and the one they just sent is not theirs to answer either. guard_interest_update still checks
    -- that each change is pending → accepted.
    update public.interests
       set status = 'accepted'
     where status = 'pending'
       and ((sender_id = new.receiver_id and receiver_id = new.sender_id) or id = new.id);
  end if;
  return null;
end;
$$;

-- The feed leaves out the senders the caller passed on, as it left out those she rejected.
create or replace function private.get_discovery_feed_unchecked(after text default null, page_size integer default 20)
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

  -- The caller, the members they liked (whatever the answer) and those whose like they answered
  -- (accepted, or passed).
  unseen := array(select me.id
                  union all select i.receiver_id from public.interests i where i.sender_id = me.id
                  union all select i.sender_id from public.interests i
                             where i.receiver_id = me.id
                               and (i.status <> 'pending'
                                    or exists (select 1 from public.interest_passes ip where ip.interest_id = i.id)));

  return query execute private.discovery_feed_query(here.id is not null)
  using me, here, anchor, after_score, after_active, after_id, rows_wanted, lat_span, lon_span,
        public.age_in_years(me.birth_date), unseen;
end;
$$;
revoke all on function private.get_discovery_feed_unchecked(text, integer) from public, anon, authenticated;


-- The receiver's export tells her what she passed on; the sender's still reads as sent.
create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not exists (select 1 from auth.users u where u.id = me) then
    raise exception 'Sign in to download your data' using errcode = 'insufficient_privilege';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
               'id', u.id,
               'email', u.email,
               'created_at', u.created_at,
               'updated_at', u.updated_at,
               'email_confirmed_at', u.email_confirmed_at,
               'last_sign_in_at', u.last_sign_in_at,
               'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
               'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
               'identities', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'provider', i.provider,
                          'identity_data', i.identity_data,
                          'created_at', i.created_at,
                          'last_sign_in_at', i.last_sign_in_at) order by i.created_at, i.id)
                   from auth.identities i where i.user_id = me), '[]'::jsonb),
               'sessions', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'created_at', s.created_at,
                          'refreshed_at', s.refreshed_at,
                          'user_agent', s.user_agent,
                          'ip', host(s.ip)) order by s.created_at, s.id)
                   from auth.sessions s where s.user_id = me), '[]'::jsonb))
        from auth.users u where u.id = me),
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', ph.id, 'url', ph.url, 'is_primary', ph.is_primary, 'position', ph.position,
               'created_at', ph.created_at) order by ph.is_primary desc, ph.position, ph.created_at, ph.id)
        from public.photos ph where ph.user_id = me), '[]'::jsonb),
    -- Every file in the member's folder, including uploads no photo shows.
    'stored_files', coalesce((
      select jsonb_agg(jsonb_build_object(
               'bucket', o.bucket_id, 'name', o.name, 'created_at', o.created_at,
               'size', o.metadata -> 'size', 'mimetype', o.metadata -> 'mimetype') order by o.name)
        from storage.objects o
       where o.bucket_id = 'profile-photos' and (storage.foldername(o.name))[1] = me::text), '[]'::jsonb),
    'interests', jsonb_build_object(
      'sent', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', i.id, 'to', private.export_member_ref(i.receiver_id), 'message', i.message,
                 'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at) order by i.created_at, i.id)
          from public.interests i where i.sender_id = me), '[]'::jsonb),
      'received', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', i.id, 'from', private.export_member_ref(i.sender_id), 'message', i.message,
                 'status', case when ip.interest_id is null then i.status else 'rejected' end,
                 'created_at', i.created_at, 'updated_at', coalesce(ip.passed_at, i.updated_at)) order by i.created_at, i.id)
          from public.interests i
          left join public.interest_passes ip on ip.interest_id = i.id
         where i.receiver_id = me), '[]'::jsonb)),
    'connection_requests', jsonb_build_object(
      'sent', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'to', private.export_member_ref(c.receiver_id), 'message', c.message,
                 'created_at', c.created_at) order by c.created_at, c.id)
          from public.connection_requests c where c.sender_id = me), '[]'::jsonb),
      'received', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'from', private.export_member_ref(c.sender_id), 'message', c.message,
                 'created_at', c.created_at) order by c.created_at, c.id)
          from public.connection_requests c where c.receiver_id = me), '[]'::jsonb)),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id,
               'direction', case when m.sender_id = me then 'sent' else 'received' end,
               'with', private.export_member_ref(case when m.sender_id = me then m.receiver_id else m.sender_id end),
               'content', m.content, 'created_at', m.created_at, 'read_at', m.read_at) order by m.created_at, m.id)
        from public.messages m where m.sender_id = me or m.receiver_id = me), '[]'::jsonb),
    'subscription', (select to_jsonb(s) from public.subscriptions s where s.user_id = me),
    'payment_customer', (select to_jsonb(pc) from public.payment_customers pc where pc.user_id = me)
  );
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
