-- How a function refuses an aal1 session of a member with a verified factor: 403 through the API
-- (42501), with the hint `insufficient_aal` (GoTrue's error code) so the SPA asks for a code first.
create or replace function private.assert_aal_satisfied() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.aal_satisfied() then
    raise exception 'Enter the code from your authenticator app first: this needs your second sign-in step'
      using errcode = 'insufficient_privilege', hint = 'insufficient_aal';
  end if;
end;
$$;
revoke execute on function private.assert_aal_satisfied() from public, anon;
grant execute on function private.assert_aal_satisfied() to authenticated, service_role;
