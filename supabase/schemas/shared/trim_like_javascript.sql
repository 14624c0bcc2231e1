-- The text without the whitespace JavaScript's String.prototype.trim() removes from its ends: the
-- app trims names and messages that way, and the database must agree with it on what is blank and
-- what a name is (prepare_message, prepare_profile).
create or replace function private.trim_like_javascript(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select btrim(value, E' \t\n\r\u000B\f\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005' ||
                      E'\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF')
$$;
revoke execute on function private.trim_like_javascript(text) from public;
-- prepare_message runs as the member who sends (SECURITY INVOKER).
grant execute on function private.trim_like_javascript(text) to authenticated, service_role;
