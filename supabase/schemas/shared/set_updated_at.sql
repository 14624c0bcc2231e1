-- The updated_at stamp of tables that keep one (profiles stamp theirs in prepare_profile).
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
