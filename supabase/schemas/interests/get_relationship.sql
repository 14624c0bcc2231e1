-- Where the caller stands with one member, and that member as the caller may see them: the one
-- answer a profile page's actions, a conversation and its thread need. The states, from the
-- caller's side:
--   matched        an accepted interest either way (are_matched: the one rule of a match)
--   they_like_you  the member's interest waits for the caller's answer (not one she passed on)
--   interest_sent  the caller's interest waits, or was passed on: nobody is told they were turned down
--   none           no interest either way
-- The card (username, first name, age, first photo) is public_profiles' row, so a member hidden from
-- the caller has null fields; show_online_status only for a match the caller can see, as in
-- get_conversations. docs/database.md (Relationships); tests: server/db/rls/relationship.test.ts.
--
-- SECURITY DEFINER for the partner's show_online_status, a private setting public_profiles leaves
-- out. The rules are applied here: only interests of the caller's pair, the caller as auth.uid() in
-- every condition, card fields through public_profiles.
create or replace function public.get_relationship(member uuid)
returns table (
  member_id uuid, status text, interest_id uuid, interest_message text,
  username text, first_name text, age integer, primary_photo_url text, show_online_status boolean,
  verified boolean)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to see your matches' using errcode = 'insufficient_privilege';
  end if;
  return query
  with sent as (
    select i.id from public.interests i where i.sender_id = me and i.receiver_id = member
  ),
  received as (
    select i.id, i.message from public.interests i
     where i.sender_id = member and i.receiver_id = me and i.status = 'pending'
       and not exists (select 1 from public.interest_passes p where p.interest_id = i.id)
  ),
  state as (
    select case
             when public.are_matched(me, member) then 'matched'
             when exists (select 1 from received) then 'they_like_you'
             when exists (select 1 from sent) then 'interest_sent'
             else 'none'
           end as status
  )
  select member, s.status,
         case when s.status = 'they_like_you' then (select r.id from received r) end,
         case when s.status = 'they_like_you' then (select r.message from received r) end,
         pub.username, pub.first_name, pub.age, pub.photos[1],
         case when s.status = 'matched' and pub.id is not null then own.show_online_status end,
         coalesce(pub.verified, false)
    from state s
    left join public.public_profiles pub on pub.id = member
    left join public.profiles own on own.id = member and pub.id is not null;
end;
$$;
revoke execute on function public.get_relationship(uuid) from public, anon;
grant execute on function public.get_relationship(uuid) to authenticated;
