-- The caller's notifications, newest first, a page at a time (at most 50; the next page starts
-- before the last row's time and id), each with the other member's card as public_profiles shows
-- it to her (null fields when hidden from her), or for an event's reminder the event's title.
-- SECURITY INVOKER: the table's policy keeps it to her own.
create or replace function public.get_notifications(before_at timestamptz default null, before_id uuid default null, page_size integer default 30)
returns table (
  id uuid, kind text, actor_id uuid, created_at timestamptz, read_at timestamptz,
  username text, first_name text, primary_photo_url text, event_id uuid, event_title text)
language sql stable security invoker
set search_path = ''
as $$
  select n.id, n.kind, n.actor_id, n.created_at, n.read_at, p.username, p.first_name, p.photos[1], n.event_id, e.title
    from public.notifications n
    left join lateral (select v.* from public.public_profiles v where v.id = n.actor_id offset 0) p on true
    left join public.events e on e.id = n.event_id
   where n.member_id = (select auth.uid())
     and (before_at is null or (n.created_at, n.id) < (before_at, coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff')))
   order by n.created_at desc, n.id desc
   limit least(greatest(coalesce(page_size, 30), 1), 50)
$$;
revoke execute on function public.get_notifications(timestamptz, uuid, integer) from public, anon;
grant execute on function public.get_notifications(timestamptz, uuid, integer) to authenticated;
