-- How many of the caller's notifications are unread, counted up to 100 (the bell shows 99+): its
-- cost stays bounded however many pile up.
create or replace function public.get_unread_notification_count() returns integer
language sql stable security invoker
set search_path = ''
as $$
  select count(*)::integer
    from (select 1 from public.notifications n
           where n.member_id = (select auth.uid()) and n.read_at is null
           limit 100) unread
$$;
revoke execute on function public.get_unread_notification_count() from public, anon;
grant execute on function public.get_unread_notification_count() to authenticated;
