-- Setting last_active at all means "I am here now": whatever time is sent, now() is stored.
create or replace function public.stamp_last_active() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (tg_op = 'INSERT' or new.last_active is distinct from old.last_active) then
    new.last_active := now();
  end if;
  return new;
end;
$$;
revoke execute on function public.stamp_last_active() from public, anon, authenticated;
