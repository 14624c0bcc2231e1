-- A member's plan bounds the interests she sends in 24 hours (an interest sent back, which makes a
-- match, counts too, and so does a connection request: this trigger checks both tables' inserts),
-- and whatever her plan, 30 in 10 minutes (private.abuse_limits 'interests'): faster than anyone
-- reads profiles (docs/security.md, abuse limits). Only her own sends are checked: the seed and the
-- service role are not members. The counts read what she spent (private.usage_ledger), which a
-- block or a withdrawal of her interests leaves as it is; each reads at most its limit's newest rows.
create or replace function private.check_interest_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  burst integer;
  burst_window interval;
  quota integer;
  sent integer;
  oldest timestamptz;
begin
  if new.sender_id is distinct from (select auth.uid()) then
    return new;
  end if;
  -- One member's sends are counted one at a time: two at once cannot both take the last one.
  perform pg_advisory_xact_lock(hashtextextended('interests-quota:' || new.sender_id::text, 0));
  select l.max_events, l.window_length into burst, burst_window from private.abuse_limits l where l.name = 'interests';
  select count(*), min(r.at) into sent, oldest
    from (select u.at from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'interest' and u.at > now() - burst_window
           order by u.at desc limit burst) r;
  if sent >= burst then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'interests_too_fast', 'retry_after', ceil(extract(epoch from oldest + burst_window - now()))::int));
  end if;
  select p.interests_per_day into quota from public.plans p where p.tier = private.effective_tier(new.sender_id);
  if quota is null then
    return new;
  end if;
  select count(*) into sent
    from (select 1 from private.usage_ledger u
           where u.member_id = new.sender_id and u.kind = 'interest' and u.at > now() - interval '1 day'
           order by u.at desc limit quota) recent;
  if sent >= quota then
    perform private.refuse_by_plan(jsonb_build_object('refusal', 'interests_per_day', 'count', quota));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_interest_quota() from public;
