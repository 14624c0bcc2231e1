-- Every function anon or authenticated may call through the API refuses an oversized text argument
-- before any work (a regex, a LIKE, a scan), with 22001 (400 through the REST surface). The embedded
-- database is one connection: a statement whose cost grows with what a caller sends stops everyone.
-- server/rest/function-input-caps.contract.test.ts calls every such function with 100 kB arguments.
create or replace function private.assert_max_length(value text, max_length integer, what text) returns void
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  if char_length(value) > max_length then
    raise exception '% is too long: at most % characters', what, max_length
      using errcode = 'string_data_right_truncation';
  end if;
end;
$$;
-- Called by SECURITY DEFINER functions only.
revoke execute on function private.assert_max_length(text, integer, text) from public;
