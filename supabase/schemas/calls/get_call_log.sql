-- The calls between the caller and one partner, newest first (the thread's lines: 'Missed video
-- call', 'Video call, 4 min'), with each status as members see it (private.call_status). The calls
-- policy keeps it to her own calls. At most 100 rows.
create or replace function public.get_call_log(partner uuid, max_rows integer default 50)
returns table (id uuid, caller_id uuid, callee_id uuid, status text, created_at timestamptz,
               answered_at timestamptz, ended_at timestamptz)
language sql stable
set search_path = ''
as $$
  select c.id, c.caller_id, c.callee_id, private.call_status(c.status, c.created_at), c.created_at, c.answered_at, c.ended_at
    from public.calls c
   where (c.caller_id = (select auth.uid()) and c.callee_id = partner)
      or (c.callee_id = (select auth.uid()) and c.caller_id = partner)
   order by c.created_at desc
   limit least(greatest(coalesce(max_rows, 50), 1), 100)
$$;
revoke execute on function public.get_call_log(uuid, integer) from public, anon;
grant execute on function public.get_call_log(uuid, integer) to authenticated;
