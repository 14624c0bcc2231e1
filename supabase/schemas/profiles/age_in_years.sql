-- Whole years between birth and on_date, counting month and day (29 February birthdays included).
-- Immutable because on_date is an argument; callers get today's age from the default.
create or replace function private.age_in_years(birth_date date, on_date date default current_date) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select extract(year from pg_catalog.age(on_date, birth_date))::integer
$$;
-- public_profiles and get_profile_with_photos run it as the member.
revoke execute on function private.age_in_years(date, date) from public;
grant execute on function private.age_in_years(date, date) to authenticated, service_role;
