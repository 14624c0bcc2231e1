-- One recovery code, like `k7m2p-9xq4r`: ten characters of an alphabet of 32 without 0, 1, l and o,
-- from the fully random bytes of a v4 UUID (pg_strong_random; no extension needed, PGlite has none).
create or replace function private.new_recovery_code() returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  alphabet constant text := '23456789abcdefghijkmnpqrstuvwxyz';
  random_bytes bytea := uuid_send(gen_random_uuid());
  code text := '';
  position integer;
begin
  -- Bytes 6 and 8 carry the UUID's version and variant bits.
  foreach position in array array[0, 1, 2, 3, 4, 5, 9, 10, 11, 12] loop
    code := code || substr(alphabet, get_byte(random_bytes, position) % 32 + 1, 1);
  end loop;
  return substr(code, 1, 5) || '-' || substr(code, 6, 5);
end;
$$;
revoke execute on function private.new_recovery_code() from public, anon, authenticated;
