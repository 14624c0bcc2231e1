-- Private conversation channels (broadcast and presence): the topic is conversation:<id>:<id>, the
-- smaller id first, and only the two matched members may join or send. The same pair's video calls
-- are signalled on conversation:<id>:<id>:call (docs/features.md, Video calls), a second topic so
-- that a call and the open thread's presence are separate channels of one client. The one test both of
-- realtime.messages' policies ask (realtime.messages.policies.sql). The CASE keeps the uuid casts
-- behind the pattern: a SET clause keeps the planner from inlining (and reordering) it.
create or replace function private.may_use_conversation_channel(topic text) returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when topic ~ '^conversation:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}(:call)?$'
    then split_part(topic, ':', 2) < split_part(topic, ':', 3) collate "C"
      and (select auth.uid())::text in (split_part(topic, ':', 2), split_part(topic, ':', 3))
      and public.are_matched(split_part(topic, ':', 2)::uuid, split_part(topic, ':', 3)::uuid)
    else false
  end
$$;
-- Policies run it as the member.
revoke execute on function private.may_use_conversation_channel(text) from public;
grant execute on function private.may_use_conversation_channel(text) to authenticated, service_role;
