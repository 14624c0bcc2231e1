-- The VAPID public key the SPA subscribes a device with (base64url, an uncompressed P-256 point), or
-- null while push is not set up (docs/notifications.md, Push notifications). Public: it is in every
-- push the server signs anyway.
create or replace function public.get_push_public_key() returns text
language sql stable security definer
set search_path = ''
as $$
  select s.vapid_public_key from private.push_settings s where s.id;
$$;
revoke execute on function public.get_push_public_key() from public;
grant execute on function public.get_push_public_key() to anon, authenticated;
