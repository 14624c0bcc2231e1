-- created_at says how long someone has been a member: the database sets it, nobody rewrites it.
create or replace function public.keep_profile_created_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif new.created_at is distinct from old.created_at then
    raise exception 'The creation time of a profile cannot change'
      using errcode = 'check_violation', constraint = 'profiles_created_at_fixed';
  end if;
  return new;
end;
$$;
