-- An operator marks a support request answered or closed, or opens it again (`npm run support:list
-- -- --answered <id>`): the member sees the state beside her request. The service role only. Returns
-- whether the request exists.
create or replace function public.set_support_request_state(request uuid, new_state text)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.assert_max_length(new_state, 20, 'The state');
  if new_state is null or new_state not in ('open', 'answered', 'closed') then
    raise exception 'The state is open, answered or closed' using errcode = 'invalid_parameter_value';
  end if;
  update public.support_requests r
     set state = new_state, state_changed_at = now()
   where r.id = request;
  return found;
end;
$$;
revoke execute on function public.set_support_request_state(uuid, text) from public, anon, authenticated;
grant execute on function public.set_support_request_state(uuid, text) to service_role;
