-- Saves this device's push subscription for the caller (docs/notifications.md, Push notifications):
-- the endpoint must name a push service (private.push_endpoint_allowed), the keys must be what
-- RFC 8291 needs. An endpoint saved before by another member moves to the caller (the device changed
-- hands), and the pushes still queued for it go, since they were the other member's. At most 10
-- devices a member: an 11th drops her oldest. Every input is checked before any work.
create or replace function public.save_push_subscription(endpoint text, p256dh text, auth text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to turn on notifications' using errcode = 'insufficient_privilege';
  end if;
  if endpoint is null or char_length(endpoint) > 1000 or not private.push_endpoint_allowed(endpoint) then
    raise exception 'This push service is not supported' using errcode = 'invalid_parameter_value';
  end if;
  if not private.is_push_key(p256dh, 65) or left(p256dh, 1) <> 'B' or not private.is_push_key(auth, 16) then
    raise exception 'This push subscription has invalid keys' using errcode = 'invalid_parameter_value';
  end if;
  -- Two saves of one member at once would each keep 10 of their own.
  perform pg_advisory_xact_lock(hashtext('public.save_push_subscription'), hashtext(me::text));
  -- A new row, not an update: the queued pushes of the previous holder go with the old one.
  delete from public.push_subscriptions s where s.endpoint = save_push_subscription.endpoint;
  insert into public.push_subscriptions (member_id, endpoint, p256dh, auth)
  values (me, save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth);
  delete from public.push_subscriptions s
   where s.member_id = me
     and s.id not in (select k.id from public.push_subscriptions k where k.member_id = me
                       order by k.created_at desc, k.id desc limit 10);
end;
$$;
revoke execute on function public.save_push_subscription(text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text) to authenticated;
