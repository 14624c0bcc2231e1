-- What became of pushes taken with take_pushes (docs/notifications.md, Push notifications): `sent`
-- (the push service took it) and `skipped` (its member had the app open, which told her already) are
-- done; `gone` means the push service answered 404 or 410, so that device's subscription is deleted;
-- `failed` ones are tried again later, a minute, then 4, 9, 16 after their first attempt. At most
-- 100 ids in each list. Only the service role may call it.
create or replace function public.finish_pushes(sent bigint[], skipped bigint[], gone bigint[], failed bigint[]) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(sent), 0) > 100 or coalesce(cardinality(skipped), 0) > 100
     or coalesce(cardinality(gone), 0) > 100 or coalesce(cardinality(failed), 0) > 100 then
    raise exception 'At most 100 pushes a call' using errcode = 'invalid_parameter_value';
  end if;
  update public.push_subscriptions s set last_pushed_at = now()
   where s.id in (select o.subscription_id from private.push_outbox o where o.id = any (sent));
  delete from public.push_subscriptions s
   where s.id in (select o.subscription_id from private.push_outbox o where o.id = any (gone));
  delete from private.push_outbox o where o.id = any (sent) or o.id = any (skipped);
  update private.push_outbox o set due_at = now() + make_interval(mins => o.attempts * o.attempts)
   where o.id = any (failed);
end;
$$;
revoke execute on function public.finish_pushes(bigint[], bigint[], bigint[], bigint[]) from public, anon, authenticated;
grant execute on function public.finish_pushes(bigint[], bigint[], bigint[], bigint[]) to service_role;
