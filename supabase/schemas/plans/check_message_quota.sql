-- A member's plan bounds the messages she sends in 24 hours. Only her own sends are counted (a
-- resent message with the same id is no new row, so it is not counted twice). The count reads at
-- most the limit's newest rows (messages_sender_id_created_at_idx).
create or replace function private.check_message_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  quota integer;
  sent integer;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  select p.messages_per_day into quota from public.plans p where p.tier = private.effective_tier(new.sender_id);
  if quota is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('messages-quota:' || new.sender_id::text, 0));
  select count(*) into sent
    from (select 1 from public.messages m
           where m.sender_id = new.sender_id and m.created_at > now() - interval '1 day'
           order by m.created_at desc limit quota) recent;
  if sent >= quota then
    perform private.plan_limit_refusal(format('You have sent your %s messages for today. Upgrade your plan to send more.', quota));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_message_quota() from public;
