-- A new interest tells its receiver she is liked, unless it made a match at once (an interest
-- sent back): then notify_match tells of the match instead. Runs after then_match_mutual_interests
-- (trigger names sort), so the row already says which. Nobody is told of her own doing: the
-- interest an accepted connection request writes to its receiver (answer_connection_request). Nor
-- is she told again of a like its sender withdrew and sent again within private.waiting_periods
-- 'after_withdrawn_like' (withdraw_interest): a like and its withdrawal in a loop would notify her
-- each time; the like itself is in her likes as any other.
create or replace function private.notify_interest() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.receiver_id is distinct from (select auth.uid())
     and (select i.status from public.interests i where i.id = new.id) = 'pending'
     and not exists (
       select 1 from private.withdrawn_interests w
        where w.sender_id = new.sender_id and w.receiver_id = new.receiver_id
          and w.withdrawn_at > now() - (select p.period from private.waiting_periods p where p.name = 'after_withdrawn_like')) then
    perform private.notify(new.receiver_id, 'like', new.sender_id, new.created_at);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_interest() from public;
