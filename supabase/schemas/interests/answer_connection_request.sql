-- The receiver answers a pending connection request addressed to her. Declining records it and
-- tells nobody (the sender still reads pending). Accepting connects the two the way Ascend connects
-- members: a match. The request counts as the sender's interest (its message opens their thread),
-- accepted by her, so every rule of a match follows (interests' triggers: the sender is told, the
-- message is carried). True when answered now; false when there is no such pending request.
create or replace function public.answer_connection_request(request_id uuid, accept boolean) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  request public.connection_requests;
begin
  update public.connection_requests c
     set status = case when accept then 'accepted' else 'declined' end, answered_at = now()
   where c.id = request_id and c.receiver_id = me and c.status = 'pending'
  returning * into request;
  if request.id is null then
    return false;
  end if;
  if accept then
    -- Sent when she asked: its two times differ, so her app tells her of the match the other made.
    insert into public.interests (sender_id, receiver_id, message, created_at)
    values (request.sender_id, me, request.message, request.created_at)
    on conflict on constraint interests_sender_id_receiver_id_key do nothing;
    update public.interests i
       set status = 'accepted'
     where i.sender_id = request.sender_id and i.receiver_id = me and i.status = 'pending';
  end if;
  return true;
end;
$$;
revoke execute on function public.answer_connection_request(uuid, boolean) from public, anon;
grant execute on function public.answer_connection_request(uuid, boolean) to authenticated;
