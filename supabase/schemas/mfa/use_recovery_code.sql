-- Spends one of the member's recovery codes: the number still unused afterwards, or null when the
-- code is not one of hers or was used. Called by the auth server (server/auth/mfa/recovery-codes.ts),
-- which then raises her session to aal2; nobody else may call it.
create or replace function private.use_recovery_code(member uuid, code text) returns integer
language plpgsql volatile
set search_path = ''
as $$
begin
  if char_length(code) > 64 then
    return null;
  end if;
  update private.mfa_recovery_codes c set used_at = now()
   where c.user_id = member and c.code_hash = private.recovery_code_hash(member, code) and c.used_at is null;
  if not found then
    return null;
  end if;
  return (select count(*) from private.mfa_recovery_codes c where c.user_id = member and c.used_at is null);
end;
$$;
revoke execute on function private.use_recovery_code(uuid, text) from public, anon, authenticated;
