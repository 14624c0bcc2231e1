-- Marks the caller's notifications read: all of them (no ids), or those named (at most 100 ids,
-- checked before any work). Returns how many changed. SECURITY DEFINER: members have no update
-- privilege on notifications; every condition names the caller.
create or replace function public.mark_notifications_read(ids uuid[] default null) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  marked integer;
begin
  if cardinality(ids) > 100 then
    raise exception 'At most 100 notifications at a time' using errcode = 'string_data_right_truncation';
  end if;
  update public.notifications n
     set read_at = now()
   where n.member_id = (select auth.uid()) and n.read_at is null and (ids is null or n.id = any (ids));
  get diagnostics marked = row_count;
  return marked;
end;
$$;
revoke execute on function public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;
