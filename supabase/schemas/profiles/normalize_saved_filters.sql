-- Religion is free text in the modal: a blank one is 'Any', so it is stored as null (and a filter
-- of spaces never hides everyone).
create or replace function public.normalize_saved_filters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.preferred_religion := nullif(btrim(new.preferred_religion), '');
  return new;
end;
$$;
revoke execute on function public.normalize_saved_filters() from public, anon, authenticated;
