-- An interest or a connection request written for a member is counted against her limits
-- (private.record_usage). Her own send is counted at the database's time, whatever created_at she
-- sent, so a backdated row cannot leave the window; one written for her by someone else (the seed)
-- at the row's own time. A connection request is one of her interests (docs/plans.md, Limits) as
-- well as one of the day's requests; the interest its acceptance writes (answer_connection_request)
-- was counted when she asked, so it is not counted again.
create or replace function private.record_sent_usage() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  spent_at timestamptz := case when new.sender_id = (select auth.uid()) then now() else new.created_at end;
begin
  if tg_table_name = 'connection_requests' then
    perform private.record_usage(new.sender_id, 'connection_request', null, spent_at);
    perform private.record_usage(new.sender_id, 'interest', null, spent_at);
  elsif not exists (select 1 from public.connection_requests c
                     where c.sender_id = new.sender_id and c.receiver_id = new.receiver_id and c.status = 'accepted') then
    perform private.record_usage(new.sender_id, 'interest', null, spent_at);
  end if;
  return null;
end;
$$;
revoke execute on function private.record_sent_usage() from public;
