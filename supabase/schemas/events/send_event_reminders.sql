-- The day-before reminders (docs/features.md, Events): one notification for each member going to an
-- event that starts within the next 24 hours, once per member and event (a partial unique index),
-- written through the same table as every notification so the bell, the stream and her devices
-- have it. An RSVP made inside that last day gets none: she has just said she is going. At most 500
-- a call, soonest events first; the scheduler calls it every 15 minutes (the embedded server;
-- pg_cron on hosted Supabase, docs/deployment.md) and a backlog drains over the next calls. Returns
-- how many it wrote. Only the service role may call it.
create or replace function public.send_event_reminders() returns integer
language sql volatile security definer
set search_path = ''
as $$
  with due as (
    select r.member_id, r.event_id
      from public.events e
      join public.event_rsvps r on r.event_id = e.id
     where e.starts_at > now() and e.starts_at <= now() + interval '1 day'
       and r.created_at <= e.starts_at - interval '1 day'
       and not exists (select 1 from public.notifications n
                        where n.member_id = r.member_id and n.event_id = r.event_id and n.kind = 'event_reminder')
     order by e.starts_at, e.id, r.member_id
     limit 500
  ), written as (
    insert into public.notifications (member_id, kind, event_id)
    select d.member_id, 'event_reminder', d.event_id from due d
    on conflict (member_id, event_id) where kind = 'event_reminder' do nothing
    returning 1
  )
  select count(*)::integer from written
$$;
revoke execute on function public.send_event_reminders() from public, anon, authenticated;
grant execute on function public.send_event_reminders() to service_role;
