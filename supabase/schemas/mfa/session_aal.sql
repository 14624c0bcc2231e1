-- The one rule for a session's assurance level beyond GoTrue's own: aal2 when its row says so (a
-- passed second step, or a recovery code: private.pass_recovery_code) or when it was opened with a
-- passkey (amr `passkey`: a key she holds, unlocked by her fingerprint, face or screen lock, is both
-- steps at once; GoTrue counts it as aal1). GoTrue's tokens get it through
-- public.custom_access_token_hook; the embedded auth server reads it for every token and aal check
-- (server/auth/sessions/sessions.ts). Null for a session that does not exist.
create or replace function private.session_aal(session uuid) returns text
language sql stable
set search_path = ''
as $$
  select case
           when s.aal = 'aal2' or exists (
             select 1 from auth.mfa_amr_claims c where c.session_id = s.id and c.authentication_method = 'passkey')
           then 'aal2'
           else coalesce(s.aal::text, 'aal1')
         end
    from auth.sessions s where s.id = session
$$;
revoke execute on function private.session_aal(uuid) from public, anon, authenticated;
