-- Once sent, only read_at changes, and only from unread to read.
-- Times that say something about a member to others are the database's clock, not the caller's:
-- a receiver cannot mark a message read in 2001 or 2099. Owner-side writers (the demo seed,
-- imports, benchmarks) may still give a time. SECURITY INVOKER, so current_user is the API role.
-- Tests: server/db/rls/times-set-by-database.test.ts.
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
