-- Two members who show interest in each other are a match: the second interest (in the opposite
-- direction of a pending or accepted one) accepts both, in the transaction that inserts it, so
-- are_matched() is true as soon as it commits. Everything else about interests stays: one per pair,
-- never oneself, the receiver alone answers a pending one, and new interests are sent pending (the
-- insert policy), so a client cannot skip the other member's say.
-- A passed interest makes no match: the interest back waits for the sender's answer.
create or replace function public.match_mutual_interests() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Two opposite interests sent at the same moment would not see each other: one pair, one lock.
  -- The second waits here until the first commits, then (read committed: a new snapshot per
  -- statement) finds it and makes the match.
  perform pg_advisory_xact_lock(hashtextextended(
    'interest-pair:' || least(new.sender_id, new.receiver_id)::text || greatest(new.sender_id, new.receiver_id)::text, 0));
  if new.status = 'pending' and exists (
       select 1 from public.interests i
        where i.sender_id = new.receiver_id and i.receiver_id = new.sender_id
          and i.status in ('pending', 'accepted')
          and not exists (select 1 from public.interest_passes p where p.interest_id = i.id)) then
    -- SECURITY DEFINER: the sender may not answer an interest addressed to them by RLS alone here,
    -- and the one they just sent is not theirs to answer either. guard_interest_update still checks
    -- that each change is pending → accepted.
    update public.interests
       set status = 'accepted'
     where status = 'pending'
       and ((sender_id = new.receiver_id and receiver_id = new.sender_id) or id = new.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.match_mutual_interests() from public, anon, authenticated;
