-- Lets a visitor check a username before signing up without being able to read any profile.
-- A username longer than the profile allows is refused, as sign-up would refuse it.
--
-- It answers visitors (the registration form asks before signing up), so it says whether a username
-- exists, also of a member who hides her profile: exactly what sign-up itself says ('Username is
-- already taken'), no more. What is left is the speed of asking: 30 checks a minute per member, or
-- per address for visitors (private.client_address). VOLATILE because it counts: PostgREST runs
-- stable functions in a read-only transaction. Tests: server/rest/username-check-rate.contract.test.ts.
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
