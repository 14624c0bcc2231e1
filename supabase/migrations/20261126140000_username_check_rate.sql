-- is_username_available answers visitors (the registration form asks before signing up), so it
-- says whether a username exists, also of a member who hides her profile: exactly what sign-up
-- itself says ('Username is already taken'), no more. What is left is the speed of asking: 30
-- checks a minute per member, or per address for visitors. The address is request.headers'
-- x-real-ip, which the embedded server sets to the client address it believes (TRUST_PROXY) and a
-- hosted project's gateway sets to the caller's; without one there is no per-address count.
-- VOLATILE now that it counts. Tests: server/rest/username-check-rate.contract.test.ts.

create function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'x-real-ip'), '')
$$;
revoke all on function private.client_address() from public, anon, authenticated;

create or replace function public.is_username_available(username text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller text := coalesce((select auth.uid())::text, 'address:' || private.client_address());
begin
  perform private.assert_max_length(username, 30, 'Username');
  if caller is not null then
    perform private.take_rate_limit('is_username_available', caller, 30, interval '1 minute');
  end if;
  return not exists (
    select 1 from public.profiles p where lower(p.username) = lower(is_username_available.username));
end;
$$;
