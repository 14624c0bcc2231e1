-- The optional message is stored trimmed; an empty one is no message.
create or replace function public.trim_request_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.message := nullif(btrim(new.message), '');
  return new;
end;
$$;
