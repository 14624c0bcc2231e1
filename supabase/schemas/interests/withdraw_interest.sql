-- The caller withdraws a like she sent that is still pending (the Likes dialog's Sent tab): the
-- interest goes, and with it the like notification it wrote for the other member, read or not, so
-- nobody is shown a like that is no longer there. What she spent stays spent: the day's count is in
-- private.usage_ledger, which this does not touch. A like the other member passed on still reads
-- pending to its sender, so it may be withdrawn too (its pass goes with it). A match is not a like to
-- withdraw (unmatch_member ends it). The withdrawal is kept in private.withdrawn_interests so a like
-- sent again soon after tells nobody (notify_interest). True when withdrawn now; false when she has
-- no pending like for that member. SECURITY DEFINER: members cannot delete interests. Its one input
-- is a uuid, checked by its type before any work.
create or replace function public.withdraw_interest(target uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  withdrawn uuid;
begin
  if me is null then
    raise exception 'Sign in to withdraw a like' using errcode = 'insufficient_privilege';
  end if;
  delete from public.interests i
   where i.sender_id = me and i.receiver_id = target and i.status = 'pending'
  returning i.id into withdrawn;
  if withdrawn is null then
    return false;
  end if;
  delete from public.notifications n
   where n.member_id = target and n.actor_id = me and n.kind = 'like';
  delete from private.withdrawn_interests w
   where w.sender_id = me
     and w.withdrawn_at < now() - (select p.period from private.waiting_periods p where p.name = 'after_withdrawn_like');
  insert into private.withdrawn_interests (sender_id, receiver_id) values (me, target)
  on conflict (sender_id, receiver_id) do update set withdrawn_at = now();
  return true;
end;
$$;
revoke execute on function public.withdraw_interest(uuid) from public, anon;
grant execute on function public.withdraw_interest(uuid) to authenticated;
