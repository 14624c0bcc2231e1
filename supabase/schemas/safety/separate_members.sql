-- Keeps `member` apart from `me` for good (a block, or an unmatch): the row that hides them from each
-- other, then what was between them goes: interests both ways (pending ones are withdrawn, a match
-- ends) with their passes, connection requests and notifications both ways. Messages stay stored,
-- unread by both (the messages' read policy). A block over an earlier unmatch makes it a block the member can lift.
-- What either spent of her limits on those rows stays spent (private.usage_ledger), and the new row
-- closes their conversation channel (then_recheck_conversation_channel).
create or replace function private.separate_members(me uuid, member uuid, separation text) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.blocks (blocker_id, blocked_id, kind) values (me, member, separation)
  on conflict (blocker_id, blocked_id) do update set kind = 'block' where excluded.kind = 'block';
  delete from public.interests i
   where (i.sender_id = me and i.receiver_id = member) or (i.sender_id = member and i.receiver_id = me);
  delete from public.connection_requests c
   where (c.sender_id = me and c.receiver_id = member) or (c.sender_id = member and c.receiver_id = me);
  delete from public.notifications n
   where (n.member_id = me and n.actor_id = member) or (n.member_id = member and n.actor_id = me);
$$;
revoke execute on function private.separate_members(uuid, uuid, text) from public;
