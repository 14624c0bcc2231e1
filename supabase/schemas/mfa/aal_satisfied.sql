-- The one rule for "this needs the second step": the caller's token is aal2, as hosted Supabase puts
-- it in the JWT, or the caller has no verified factor (so aal1 is all there is). Policies and
-- functions call it as the member; server/db/rls/mfa tests it.
create or replace function private.aal_satisfied() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not private.has_verified_factor((select auth.uid()))
$$;
revoke execute on function private.aal_satisfied() from public, anon;
grant execute on function private.aal_satisfied() to authenticated, service_role;
