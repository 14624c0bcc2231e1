-- A match tells the member who did not make it: the sender of an interest someone else accepted
-- (its receiver, or a mutual interest sent back). The one who made it sees "It's a match!" in the
-- app instead. Both rows of a mutual match are updated; only the other member's names her.
create or replace function private.notify_match() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.sender_id is distinct from (select auth.uid()) then
    perform private.notify(new.sender_id, 'match', new.receiver_id, new.updated_at);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_match() from public;
