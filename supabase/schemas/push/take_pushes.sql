-- The pushes due now, at most `max_pushes` (1 to 100), each leased for `lease_seconds` (10 to 600):
-- its due time moves on and its attempt is counted in the same statement, so a sender that dies
-- mid-way has them sent again after the lease, and two senders never take the same one. A push
-- already tried 5 times is given up (deleted). For each: the device, the notification, the other
-- member's name as the member may see it (null when hidden from her, as the bell shows it), and for
-- a message without 'Hide message previews' the newest unread message from that member, cut to 100
-- characters; for an event's reminder, the event and its title; and the language she reads Ascend in
-- (profiles.locale, null when she never chose: the push is then in English). The sender builds the payload
-- (supabase/functions/_shared/push/push-message.ts) and reports back with finish_pushes
-- (docs/notifications.md, Push notifications). SECURITY DEFINER to read the member's side; only
-- the service role may call it.
create or replace function public.take_pushes(max_pushes integer default 50, lease_seconds integer default 60)
returns table (
  push_id bigint, member_id uuid, endpoint text, p256dh text, auth text,
  notification_id uuid, kind text, actor_id uuid, actor_name text, preview text, event_id uuid, event_title text,
  locale text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  cap constant integer := least(greatest(coalesce(max_pushes, 50), 1), 100);
  lease constant interval := make_interval(secs => least(greatest(coalesce(lease_seconds, 60), 10), 600));
begin
  delete from private.push_outbox o where o.attempts >= 5 and o.due_at <= now();
  return query
  with taken as (
    update private.push_outbox o
       set attempts = o.attempts + 1, due_at = now() + lease
     where o.id in (select d.id from private.push_outbox d where d.due_at <= now()
                     order by d.due_at, d.id limit cap for update skip locked)
    returning o.id, o.notification_id, o.subscription_id
  )
  select t.id, s.member_id, s.endpoint, s.p256dh, s.auth, n.id, n.kind, n.actor_id,
         case when m.basics_complete
                   and not private.blocked_between(m.id, a.id)
                   and (a.visibility = 'everyone'
                        or (a.visibility = 'matches' and exists (
                              select 1 from public.interests i
                               where i.status = 'accepted'
                                 and ((i.sender_id = a.id and i.receiver_id = m.id)
                                      or (i.sender_id = m.id and i.receiver_id = a.id)))))
              then coalesce(a.first_name, a.username) end,
         case when n.kind = 'message' and not m.hide_message_previews then (
           select left(msg.content, 100) from public.messages msg
            where msg.sender_id = n.actor_id and msg.receiver_id = n.member_id and msg.read_at is null
            order by msg.created_at desc, msg.id desc limit 1) end,
         n.event_id, e.title, m.locale
    from taken t
    join public.push_subscriptions s on s.id = t.subscription_id
    join public.notifications n on n.id = t.notification_id
    join public.profiles m on m.id = n.member_id
    left join public.profiles a on a.id = n.actor_id
    left join public.events e on e.id = n.event_id
   order by t.id;
end;
$$;
revoke execute on function public.take_pushes(integer, integer) from public, anon, authenticated;
grant execute on function public.take_pushes(integer, integer) to service_role;
