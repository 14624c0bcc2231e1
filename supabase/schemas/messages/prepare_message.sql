-- A message is stored trimmed (the CHECK then counts what is kept, 1-500), and it is sent now: an
-- API caller cannot backdate or postdate it, because the thread's order and the reconnect catch-up
-- (created_at > last seen) rely on the database's clock. Owner-side writers (the demo seed,
-- imports, benchmarks) may still give a time. read_at stays the insert policy's business (a caller
-- cannot send a message already read: refused, not silently cleared). SECURITY INVOKER, so
-- current_user is the API role.
create or replace function public.prepare_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The whitespace JavaScript's String.prototype.trim() removes, so that the app's counter and the
  -- database agree on what is blank.
  new.content := btrim(new.content, E' \t\n\r\u000B\f\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005' ||
                                     E'\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF');
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;
