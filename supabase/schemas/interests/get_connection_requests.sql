-- The caller's connection requests waiting for an answer, both ways, newest first (at most 100 each
-- way), with the other member's card as public_profiles shows it to her (null when hidden). A
-- request she sent and was declined still reads pending: nobody is told they were turned down.
-- SECURITY DEFINER: members may not select a request's status (nor answered_at); every condition
-- names the caller (auth.uid()), and public_profiles applies its own visibility rule.
create or replace function public.get_connection_requests()
returns table (
  id uuid, direction text, member_id uuid, message text, created_at timestamptz,
  username text, first_name text, age integer, primary_photo_url text)
language sql stable security definer
set search_path = ''
as $$
  select r.id, r.direction, r.member_id, r.message, r.created_at, p.username, p.first_name, p.age, p.photos[1]
    from (
      (select c.id, 'received' as direction, c.sender_id as member_id, c.message, c.created_at
         from public.connection_requests c
        where c.receiver_id = (select auth.uid()) and c.status = 'pending'
        order by c.created_at desc limit 100)
      union all
      (select c.id, 'sent', c.receiver_id, c.message, c.created_at
         from public.connection_requests c
        where c.sender_id = (select auth.uid()) and c.status in ('pending', 'declined')
        order by c.created_at desc limit 100)
    ) r
    left join lateral (select v.* from public.public_profiles v where v.id = r.member_id offset 0) p on true
   order by r.created_at desc, r.id desc
$$;
revoke execute on function public.get_connection_requests() from public, anon;
grant execute on function public.get_connection_requests() to authenticated;
