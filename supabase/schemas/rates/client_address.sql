-- The caller's address for per-address rates: request.headers' x-real-ip, which the embedded server
-- sets to the client address it believes (TRUST_PROXY) and a hosted project's gateway sets to the
-- caller's; without one there is no per-address count.
create or replace function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'x-real-ip'), '')
$$;
revoke execute on function private.client_address() from public;
