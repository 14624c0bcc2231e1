-- Stored ages drift as birthdays pass; the server runs this at start (and may run it daily).
create or replace function public.refresh_profile_ages() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  refreshed integer;
begin
  update public.profiles
     set age = private.age_in_years(birth_date)
   where age is distinct from private.age_in_years(birth_date);
  get diagnostics refreshed = row_count;
  return refreshed;
end;
$$;
revoke execute on function public.refresh_profile_ages() from public, anon, authenticated;
