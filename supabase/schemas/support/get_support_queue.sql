-- private.support_queue through the API, for operators: the service role only (`npm run
-- support:list`, or supabase-js with the service-role key), at most 200 rows, priority first, then
-- oldest first. Its columns are written out (RETURNS TABLE) rather than `setof private.support_queue`:
-- a row type of the unexposed schema is not one the API describes.
create or replace function public.get_support_queue()
returns table (
  id uuid,
  priority boolean,
  created_at timestamptz,
  user_id uuid,
  username text,
  email text,
  subject text,
  message text,
  screenshot_path text
)
language sql stable security definer
set search_path = ''
as $$
  select q.id, q.priority, q.created_at, q.user_id, q.username, q.email::text, q.subject, q.message, q.screenshot_path
    from private.support_queue q
   order by q.priority desc, q.created_at
   limit 200
$$;
revoke execute on function public.get_support_queue() from public, anon, authenticated;
grant execute on function public.get_support_queue() to service_role;
