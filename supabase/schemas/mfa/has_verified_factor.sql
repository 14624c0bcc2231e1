-- Whether the member has a verified second factor (auth.mfa_factors, GoTrue's table): from then on
-- what would let a thief keep her account needs an aal2 session (docs/security.md, Two-step sign-in).
create or replace function private.has_verified_factor(member uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = member and f.status = 'verified')
$$;
revoke execute on function private.has_verified_factor(uuid) from public, anon, authenticated;
