-- The one rule for spending a recovery code at the sign-in step, whoever asks: a member with a
-- verified factor gives one of her unused codes, and the session she is in becomes aal2 with
-- `mfa/recovery_code` in its amr (GoTrue's updateMFASessionAndClaims, without a new refresh token);
-- her other aal1 sessions end, as after a TOTP verify (by private.session_aal: her passkey sessions
-- stay). Returns the codes left, or null for a wrong or spent code (the caller counts it). Called by
-- the embedded auth route (server/auth/mfa/recovery-codes.ts) and by public.redeem_recovery_code on
-- hosted Supabase.
create or replace function private.pass_recovery_code(member uuid, session uuid, code text) returns integer
language plpgsql volatile
set search_path = ''
as $$
declare
  left_over integer;
begin
  if char_length(code) > 64
     or not exists (select 1 from auth.mfa_factors f where f.user_id = member and f.status = 'verified')
     or not exists (select 1 from auth.sessions s where s.id = session and s.user_id = member) then
    return null;
  end if;
  left_over := private.use_recovery_code(member, code);
  if left_over is null then
    return null;
  end if;
  insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
  values (gen_random_uuid(), session, now(), now(), 'mfa/recovery_code')
  on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now();
  update auth.sessions s set aal = 'aal2', factor_id = null, updated_at = now() where s.id = session;
  delete from auth.sessions s where s.user_id = member and s.id <> session and private.session_aal(s.id) = 'aal1';
  return left_over;
end;
$$;
revoke execute on function private.pass_recovery_code(uuid, uuid, text) from public, anon, authenticated;
