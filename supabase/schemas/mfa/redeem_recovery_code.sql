-- The sign-in step with a recovery code where the auth server has no route for it (hosted GoTrue):
-- the member, signed in at aal1, spends a code for the session her token names; her next refresh
-- carries aal2 (GoTrue through public.custom_access_token_hook, the embedded server from the
-- session row). Returns the codes left, or null for a wrong or spent code: a refusal raised there
-- would roll back the count of tries, ten an hour per member. docs/deployment.md, Two-step sign-in;
-- tests: server/db/rls/recovery-code-redeem.test.ts.
create or replace function public.redeem_recovery_code(code text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  session_text text := (select auth.jwt()) ->> 'session_id';
begin
  if char_length(code) > 64 then
    raise exception 'Invalid recovery code entered' using errcode = 'invalid_parameter_value';
  end if;
  if me is null or session_text is null or session_text !~ '^[0-9a-f-]{36}$' then
    raise exception 'Sign in to use a recovery code' using errcode = 'insufficient_privilege';
  end if;
  if code is null or btrim(code) = '' then
    raise exception 'Code needs to be non-empty' using errcode = 'PT400', hint = 'validation_failed';
  end if;
  perform private.take_rate_limit('recovery_code', me::text, 10, interval '1 hour');
  return private.pass_recovery_code(me, session_text::uuid, code);
end;
$$;
revoke execute on function public.redeem_recovery_code(text) from public, anon;
grant execute on function public.redeem_recovery_code(text) to authenticated;
