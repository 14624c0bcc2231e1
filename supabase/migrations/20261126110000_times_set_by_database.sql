-- Times that say something about a member to others are the database's clock, not the caller's:
-- a receiver cannot mark a message read in 2001 or 2099, and a member cannot make herself look
-- online for ever (last_active in 2099 also tops the feed's activity order). Owner-side writers (the
-- demo seed, imports, benchmarks) may still give a time. SECURITY INVOKER, so current_user is the
-- API role. Tests: server/db/rls/times-set-by-database.test.ts.

create or replace function public.guard_message_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.sender_id, new.receiver_id, new.content, new.created_at)
     is distinct from (old.id, old.sender_id, old.receiver_id, old.content, old.created_at) then
    raise exception 'Only read_at of a message can change' using errcode = 'P0001';
  end if;
  if old.read_at is not null and new.read_at is distinct from old.read_at then
    raise exception 'A message stays read once read' using errcode = 'P0001';
  end if;
  if old.read_at is null and new.read_at is not null and current_user in ('anon', 'authenticated') then
    new.read_at := now();
  end if;
  return new;
end;
$$;

-- Setting last_active at all means "I am here now": whatever time is sent, now() is stored.
create function public.stamp_last_active() returns trigger
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

create trigger profiles_stamp_last_active
  before insert or update of last_active on public.profiles
  for each row execute function public.stamp_last_active();
