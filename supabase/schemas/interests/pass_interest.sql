-- Passes on a pending interest addressed to the caller. True when it is passed now; false when there
-- is none such (not hers, answered already, passed already). SECURITY DEFINER: members cannot write
-- passes directly.
create or replace function public.pass_interest(interest_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  passed integer;
begin
  insert into public.interest_passes (interest_id, receiver_id)
  select i.id, i.receiver_id
    from public.interests i
   where i.id = pass_interest.interest_id
     and i.receiver_id = (select auth.uid())
     and i.status = 'pending'
  on conflict on constraint interest_passes_pkey do nothing;
  get diagnostics passed = row_count;
  return passed = 1;
end;
$$;
revoke execute on function public.pass_interest(uuid) from public, anon;
grant execute on function public.pass_interest(uuid) to authenticated;
