-- An interest or a connection request written for a member is counted against her limits
-- (private.record_usage). Her own send is counted at the database's time, whatever created_at she
-- sent, so a backdated row cannot leave the window; one written for her by someone else (the seed,
-- the interest an accepted connection request writes) at the row's own time.
create or replace function private.record_sent_usage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.record_usage(
    new.sender_id,
    case tg_table_name when 'interests' then 'interest' else 'connection_request' end,
    null,
    case when new.sender_id = (select auth.uid()) then now() else new.created_at end);
  return null;
end;
$$;
revoke execute on function private.record_sent_usage() from public;
