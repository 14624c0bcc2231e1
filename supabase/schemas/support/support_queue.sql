-- The operators' list of open support requests (docs/plans.md, Priority support): priority first
-- (members whose plan included 'priority_support' when they wrote), then oldest first, with who
-- wrote and where to answer. Readable by the service role only (the SQL editor, or
-- public.get_support_queue through the API: `npm run support:list`); no member reaches `private`.
create or replace view private.support_queue as
  select r.id,
         r.priority,
         r.created_at,
         r.user_id,
         p.username,
         u.email,
         r.subject,
         r.message,
         r.screenshot_path
    from public.support_requests r
    join public.profiles p on p.id = r.user_id
    join auth.users u on u.id = r.user_id
   where r.state = 'open'
   order by r.priority desc, r.created_at;
revoke all on private.support_queue from public, anon, authenticated;
grant select on private.support_queue to service_role;
