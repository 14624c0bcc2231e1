-- A subscription as the payment provider confirmed it (docs/plans.md, Checkout), written by the
-- checkout and stripe-webhook functions with the service role, and by nobody else.
--   event:    the provider's event id; an event already applied changes nothing (a replay).
--   replaces: a completed checkout, which becomes the member's subscription; otherwise (an update
--             or a cancellation) it applies only to the subscription she has, so a late event about
--             a subscription she left behind changes nothing.
--   ended:    the provider ended it: her plan is Free from now.
-- Answers the id of the subscription this one replaced while it was still current (the caller
-- cancels it at the provider), else null.
create or replace function public.record_subscription(
  event text, member uuid, tier text, subscription text, customer text,
  period_start timestamptz, period_end timestamptz, cancel_at_period_end boolean,
  trial_end timestamptz, ended boolean, replaces boolean)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  previous public.subscriptions;
begin
  perform private.assert_max_length(event, 255, 'Event id');
  perform private.assert_max_length(subscription, 255, 'Subscription id');
  perform private.assert_max_length(customer, 255, 'Customer id');
  if member is null or subscription is null or customer is null or period_start is null or period_end is null then
    raise exception 'A subscription needs its member, ids and period' using errcode = 'null_value_not_allowed';
  end if;
  if event is not null then
    insert into private.payment_events (id, type) values (event, case when replaces then 'checkout' else 'update' end)
    on conflict (id) do nothing;
    if not found then
      return null;
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('subscription:' || member::text, 0));
  select * into previous from public.subscriptions s where s.user_id = member;
  if not replaces and previous.stripe_subscription_id is distinct from subscription then
    return null;
  end if;

  insert into public.subscriptions as s (user_id, tier, stripe_subscription_id, current_period_start, current_period_end,
                                         cancel_at_period_end, trial_end)
  values (member, tier, subscription,
          case when ended then least(period_start, now() - interval '1 second') else period_start end,
          case when ended then now() else period_end end,
          cancel_at_period_end, trial_end)
  on conflict (user_id) do update
     set tier = excluded.tier, stripe_subscription_id = excluded.stripe_subscription_id,
         current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end, trial_end = excluded.trial_end;
  insert into public.payment_customers (user_id, stripe_customer_id) values (member, customer)
  on conflict (user_id) do update set stripe_customer_id = excluded.stripe_customer_id;

  if replaces and previous.stripe_subscription_id is distinct from subscription and previous.current_period_end > now() then
    return previous.stripe_subscription_id;
  end if;
  return null;
end;
$$;
revoke execute on function public.record_subscription(text, uuid, text, text, text, timestamptz, timestamptz, boolean, timestamptz, boolean, boolean) from public, anon, authenticated;
grant execute on function public.record_subscription(text, uuid, text, text, text, timestamptz, timestamptz, boolean, timestamptz, boolean, boolean) to service_role;
