-- The members due a digest e-mail now and what to tell each (docs/notifications.md, Digest e-mails),
-- marked sent in the same transaction: the email-digest function sends what it is given, so a crash
-- after this commits loses one digest instead of sending it twice.
-- Due: the toggle on, a confirmed address, no digest in the last day, not active in the last hour,
-- and unread notifications that arrived while she was away (after her last activity and after her
-- last digest; a week at most, so old news is never told). Her last activity is the newest of
-- last_active, her last sign-in and her sessions' last refresh (an open, visible tab refreshes its
-- session about hourly; a hidden or closed one does not). At most `max_members` (1 to 100) a call,
-- those waiting longest first. News of members only: an event's reminder is pushed and in the bell,
-- not e-mailed. Counts per kind, and up to three first names, newest first, of
-- members she can see as the app would show them (hidden ones are counted, never named), and the
-- language she reads Ascend in (profiles.locale; null: English).
-- SECURITY DEFINER to read auth.users and auth.sessions and write private.email_digests; only the
-- service role may call it.
create or replace function public.take_email_digests(max_members integer default 100)
returns table (
  member_id uuid, email text, first_name text,
  matches integer, likes integer, connection_requests integer, messages integer, profile_views integer,
  names text[], locale text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  cap constant integer := least(greatest(coalesce(max_members, 100), 1), 100);
begin
  -- Two runs at once would pick the same members: the second waits, then sees the first's marks.
  perform pg_advisory_xact_lock(hashtext('public.take_email_digests'));
  return query
  with due as (
    select p.id, u.email::text as email, p.first_name, p.basics_complete, p.locale,
           greatest(seen.at, d.sent_at, now() - interval '7 days') as since
      from (select distinct n.member_id from public.notifications n
             where n.read_at is null and n.created_at > now() - interval '7 days' and n.actor_id is not null) c
      join public.profiles p on p.id = c.member_id
      join auth.users u on u.id = p.id
      left join private.email_digests d on d.member_id = p.id
     cross join lateral (
       select greatest(p.last_active, u.last_sign_in_at,
                       (select max(coalesce(s.updated_at, s.created_at)) from auth.sessions s where s.user_id = p.id)) as at) seen
     where p.notify_email_digest
       and u.email is not null and u.email_confirmed_at is not null and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and (d.sent_at is null or d.sent_at <= now() - interval '1 day')
       and seen.at <= now() - interval '1 hour'
  ), picked as (
    select due.*, t.matches, t.likes, t.connection_requests, t.messages, t.profile_views
      from due
     cross join lateral (
       select count(*) filter (where n.kind = 'match')::integer as matches,
              count(*) filter (where n.kind = 'like')::integer as likes,
              count(*) filter (where n.kind = 'connection_request')::integer as connection_requests,
              count(*) filter (where n.kind = 'message')::integer as messages,
              count(*) filter (where n.kind = 'profile_view')::integer as profile_views,
              min(n.created_at) as first_at
         from public.notifications n
        where n.member_id = due.id and n.read_at is null and n.created_at > due.since and n.actor_id is not null) t
     where t.first_at is not null
     order by t.first_at, due.id
     limit cap
  ), marked as (
    insert into private.email_digests as e (member_id, sent_at)
    select picked.id, now() from picked
    on conflict on constraint email_digests_pkey do update set sent_at = excluded.sent_at
    returning e.member_id
  )
  select picked.id, picked.email, picked.first_name,
         picked.matches, picked.likes, picked.connection_requests, picked.messages, picked.profile_views,
         array(
           select a.first_name
             from (select n.actor_id, max(n.created_at) as at
                     from public.notifications n
                    where n.member_id = picked.id and n.read_at is null and n.created_at > picked.since
                    group by n.actor_id) x
             join public.profiles a on a.id = x.actor_id
            -- The visibility rule of can_view_profile, from her side (she is not the caller here).
            where a.first_name is not null and picked.basics_complete
              and not private.blocked_between(picked.id, a.id)
              and (a.visibility = 'everyone'
                   or (a.visibility = 'matches' and exists (
                         select 1 from public.interests i
                          where i.status = 'accepted'
                            and ((i.sender_id = a.id and i.receiver_id = picked.id)
                                 or (i.sender_id = picked.id and i.receiver_id = a.id)))))
            order by x.at desc, a.id
            limit 3),
         picked.locale
    from picked
    join marked on marked.member_id = picked.id
   order by picked.id;
end;
$$;
revoke execute on function public.take_email_digests(integer) from public, anon, authenticated;
grant execute on function public.take_email_digests(integer) to service_role;
