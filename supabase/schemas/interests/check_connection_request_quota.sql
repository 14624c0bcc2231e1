-- At most 20 connection requests a day per member (private.abuse_limits 'connection_requests';
-- docs/security.md, abuse limits): checked on her own sends only, counting what she spent
-- (private.usage_ledger, which a block that withdraws her requests leaves as it is), reading at most
-- that many of her newest.
create or replace function private.check_connection_request_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  quota integer;
  quota_window interval;
  sent integer;
  oldest timestamptz;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('connection-requests-quota:' || new.sender_id::text, 0));
  select l.max_events, l.window_length into quota, quota_window from private.abuse_limits l where l.name = 'connection_requests';
  select count(*), min(r.at) into sent, oldest
    from (select u.at from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'connection_request' and u.at > now() - quota_window
           order by u.at desc limit quota) r;
  if sent >= quota then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'connection_requests_per_day', 'count', quota,
      'retry_after', ceil(extract(epoch from oldest + quota_window - now()))::int));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_connection_request_quota() from public;
