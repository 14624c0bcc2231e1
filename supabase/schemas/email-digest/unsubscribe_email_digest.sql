-- Turns a member's digest e-mails off: the one-click unsubscribe of a digest (the email-unsubscribe
-- function, after it has checked the link's signature). A member id with no profile changes nothing,
-- and the caller is not told which it was. She turns them back on in Settings → Notifications.
-- SECURITY DEFINER with the service role only: the link proves who she is, no session does.
create or replace function public.unsubscribe_email_digest(member uuid) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.profiles p set notify_email_digest = false where p.id = member and p.notify_email_digest
$$;
revoke execute on function public.unsubscribe_email_digest(uuid) from public, anon, authenticated;
grant execute on function public.unsubscribe_email_digest(uuid) to service_role;
