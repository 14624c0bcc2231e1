-- private.report_queue through the API, for operators: the service role only (`npm run reports`, or
-- supabase-js with the service-role key), at most 200 rows, newest first.
create or replace function public.get_report_queue()
returns setof private.report_queue
language sql stable security definer
set search_path = ''
as $$
  select * from private.report_queue limit 200
$$;
revoke execute on function public.get_report_queue() from public, anon, authenticated;
grant execute on function public.get_report_queue() to service_role;
