-- A new block or unmatch ends the pair's conversation channel at once (docs/security.md, Block,
-- report and unmatch): Realtime checks a private channel's policies when it is joined and when its
-- token changes, so a channel joined before went on carrying presence and typing until the token
-- expired. This asks the realtime server to check the policies of the topic's private channels
-- again; the embedded server listens on 'realtime_channel_checks' and closes the channels they no
-- longer allow (server/realtime/channels/topic-checks.ts). Hosted Realtime does not listen: there
-- the notification is lost and the channel lasts until the token expires, as before. The topic is
-- the one the conversation channel policies read (20261125090300_conversation_channels.sql): the
-- two ids in lower case, the smaller first in byte order, and the same with ':call' (the pair's video
-- call channel).
create or replace function private.recheck_conversation_channel() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('realtime_channel_checks', jsonb_build_object('topic', format('conversation:%s:%s%s',
    least(new.blocker_id::text collate "C", new.blocked_id::text collate "C"),
    greatest(new.blocker_id::text collate "C", new.blocked_id::text collate "C"), suffix))::text)
    from unnest(array['', ':call']) suffix;
  return null;
end;
$$;
revoke execute on function private.recheck_conversation_channel() from public;
