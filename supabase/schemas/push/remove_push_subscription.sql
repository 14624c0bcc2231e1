-- Forgets this device's subscription when its member signs out or turns push off on it
-- (docs/notifications.md): the caller's own only, so nobody removes another member's device.
create or replace function public.remove_push_subscription(endpoint text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to turn off notifications' using errcode = 'insufficient_privilege';
  end if;
  perform private.assert_max_length(endpoint, 1000, 'endpoint');
  if endpoint is null then
    return;
  end if;
  delete from public.push_subscriptions s
   where s.endpoint = remove_push_subscription.endpoint and s.member_id = auth.uid();
end;
$$;
revoke execute on function public.remove_push_subscription(text) from public, anon;
grant execute on function public.remove_push_subscription(text) to authenticated;
