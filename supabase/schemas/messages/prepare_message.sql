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
  -- Trimmed as the app trims it, so that the app's counter and the database agree on what is blank.
  new.content := private.trim_like_javascript(new.content);
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;
