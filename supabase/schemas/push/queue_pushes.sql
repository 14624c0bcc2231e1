-- After a notification row is written (private.notify, only as her notify_* toggles want it): one
-- push per device of its member, in the same transaction, so no push is lost to a crash
-- (docs/notifications.md, Push notifications); the sender is woken by pg_notify after commit.
create or replace function private.queue_pushes() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.push_outbox (notification_id, subscription_id)
  select new.id, s.id from public.push_subscriptions s where s.member_id = new.member_id;
  if found then
    perform pg_notify('push_outbox', '');
  end if;
  return null;
end;
$$;
revoke execute on function private.queue_pushes() from public;
