-- Writes one notification for `member` about `actor`, if her settings want it (docs/notifications.md):
-- new matches (notify_new_matches), likes and connection requests (notify_profile_likes), messages
-- (notify_messages), profile views (notify_profile_views). A message adds nothing while an earlier
-- one from the same member is unread (one line per conversation, not per message); record_profile_view
-- keeps views to one a day per pair. Dated when it happened (`at`: the row's own time, never later
-- than now, so the demo seed's past likes read as past). True when one was written. Called by the
-- triggers and record_profile_view, never through the API.
create or replace function private.notify(member uuid, kind text, actor uuid, at timestamptz default now()) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted boolean;
begin
  select case kind
           when 'match' then p.notify_new_matches
           when 'like' then p.notify_profile_likes
           when 'connection_request' then p.notify_profile_likes
           when 'message' then p.notify_messages
           when 'profile_view' then p.notify_profile_views
         end
    into wanted
    from public.profiles p where p.id = member;
  if not coalesce(wanted, false) or member = actor then
    return false;
  end if;
  if kind = 'message' and exists (
       select 1 from public.notifications n
        where n.member_id = member and n.actor_id = actor and n.kind = 'message' and n.read_at is null) then
    return false;
  end if;
  insert into public.notifications (member_id, kind, actor_id, created_at) values (member, kind, actor, least(at, now()));
  return true;
end;
$$;
revoke execute on function private.notify(uuid, text, uuid, timestamptz) from public;
