-- A lifted block does not open the pair again at once (docs/security.md, Block, report and
-- unmatch): for private.waiting_periods 'after_unblock' (a week) after its blocker lifts it, neither
-- member may send the other an interest or a connection request. Otherwise blocking and unblocking in
-- a loop sent the other member a new like and request each time, the block having withdrawn the last.
-- 429 (PT429) as the abuse limits refuse (private.refuse_for_now, the seconds left in its `retry_after`). Only a member's own sends:
-- the seed and the service role are not members.
create or replace function private.check_after_unblock() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wait interval;
  lifted timestamptz;
  days integer;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  select w.period into wait from private.waiting_periods w where w.name = 'after_unblock';
  select max(l.lifted_at) into lifted
    from private.lifted_blocks l
   where (l.blocker_id = new.sender_id and l.blocked_id = new.receiver_id)
      or (l.blocker_id = new.receiver_id and l.blocked_id = new.sender_id);
  if lifted > now() - wait then
    days := ceil(extract(epoch from lifted + wait - now()) / 86400);
    perform private.refuse_for_now(jsonb_build_object('refusal', 'after_unblock',
      'action', case tg_table_name when 'interests' then 'interest' else 'connect' end, 'days', days,
      'retry_after', ceil(extract(epoch from lifted + wait - now()))::int));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_after_unblock() from public;
