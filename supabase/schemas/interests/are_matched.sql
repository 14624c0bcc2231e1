-- True when a and b are matched, asked by one of them. Others get false: who matched whom is private.
-- SECURITY DEFINER so policies on other tables can use it without the interests policies in the way.
-- A match counts only for a complete caller: messages, conversation channels and 'matches'
-- visibility all ask this. A block (or an unmatch) ends a match, whatever interests are left.
create or replace function public.are_matched(a uuid, b uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (select auth.uid()) in (a, b)
     and exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
     and exists (
       select 1 from public.interests i
        where i.status = 'accepted'
          and ((i.sender_id = a and i.receiver_id = b) or (i.sender_id = b and i.receiver_id = a)))
     and not private.blocked_between(a, b)
$$;
revoke execute on function public.are_matched(uuid, uuid) from public, anon;
grant execute on function public.are_matched(uuid, uuid) to authenticated;
