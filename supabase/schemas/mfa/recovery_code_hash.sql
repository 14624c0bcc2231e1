-- What is stored of a recovery code: SHA-256 of the member's id and the code as typed without case,
-- spaces or dashes. A code has 50 random bits and is spent once; the id makes each member's hashes
-- her own, so a copied table cannot be matched against all members at once.
create or replace function private.recovery_code_hash(member uuid, code text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select encode(sha256(convert_to(member::text || ':' || lower(regexp_replace(code, '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
$$;
revoke execute on function private.recovery_code_hash(uuid, text) from public, anon, authenticated;
