-- A new interest tells its receiver she is liked, unless it made a match at once (an interest
-- sent back): then notify_match tells of the match instead. Runs after then_match_mutual_interests
-- (trigger names sort), so the row already says which. Nobody is told of her own doing: the
-- interest an accepted connection request writes to its receiver (answer_connection_request).
create or replace function private.notify_interest() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.receiver_id is distinct from (select auth.uid())
     and (select i.status from public.interests i where i.id = new.id) = 'pending' then
    perform private.notify(new.receiver_id, 'like', new.sender_id, new.created_at);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_interest() from public;
