-- Settings → Security: ten new one-time recovery codes, shown once (only their hashes are kept),
-- replacing any earlier set. Only at aal2, so a stolen aal1 session cannot mint a way past the second
-- step; using one is POST /auth/v1/recovery_codes/verify (docs/local-backend.md, Two-step sign-in).
create or replace function public.generate_recovery_codes() returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  codes text[];
begin
  if me is null then
    raise exception 'Sign in to get recovery codes' using errcode = 'insufficient_privilege';
  end if;
  perform private.assert_aal_satisfied();
  if not private.has_verified_factor(me) then
    raise exception 'Add an authenticator app first: recovery codes stand in for it' using errcode = 'P0001';
  end if;
  select array_agg(private.new_recovery_code()) into codes from generate_series(1, 10);
  delete from private.mfa_recovery_codes c where c.user_id = me;
  insert into private.mfa_recovery_codes (user_id, code_hash)
  select me, private.recovery_code_hash(me, code) from unnest(codes) code;
  return codes;
end;
$$;
revoke execute on function public.generate_recovery_codes() from public, anon;
grant execute on function public.generate_recovery_codes() to authenticated;
