-- Accepts a pending interest addressed to the caller: true when accepted now; false when there is
-- none such (not hers, answered already, passed on). SECURITY DEFINER because a member whose plan
-- lacks 'see_who_liked_you' cannot select a pending interest she received (the interests policy), so
-- a REST update could not find it; she still answers a like she reached on a profile. The triggers
-- (guard, match, carried message, notification) run as for a REST update.
create or replace function public.accept_interest(interest_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  accepted integer;
begin
  update public.interests i
     set status = 'accepted'
   where i.id = accept_interest.interest_id
     and i.receiver_id = (select auth.uid())
     and i.status = 'pending'
     and not exists (select 1 from public.interest_passes p where p.interest_id = i.id);
  get diagnostics accepted = row_count;
  return accepted = 1;
end;
$$;
revoke execute on function public.accept_interest(uuid) from public, anon;
grant execute on function public.accept_interest(uuid) to authenticated;
