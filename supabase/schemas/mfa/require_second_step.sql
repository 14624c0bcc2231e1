-- Asked by the delete-account function with the member's own token before it deletes anything (and
-- open to the SPA): refuses, like every aal2 rule, an aal1 session of a member with a verified factor
-- (42501, hint insufficient_aal), so deleting the account follows the same one rule as the export.
create or replace function public.require_second_step() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in first' using errcode = 'insufficient_privilege';
  end if;
  perform private.assert_aal_satisfied();
end;
$$;
revoke execute on function public.require_second_step() from public, anon;
grant execute on function public.require_second_step() to authenticated;
