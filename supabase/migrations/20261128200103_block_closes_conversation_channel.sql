-- A block or an unmatch closes the pair's conversation channel (typing and online status) at once,
-- for both members: until now a channel joined before the block went on until its token expired,
-- as much as an hour. A new row of public.blocks, of either kind, notifies the realtime server,
-- which checks the topic's policies again (private.recheck_conversation_channel). docs/security.md,
-- Block, report and unmatch.

-- The functions' text as supabase/schemas holds it (written by hand, in the form
-- `npm run db:migration` gives).

set check_function_bodies = off;

-- supabase/schemas/safety/recheck_conversation_channel.sql
-- A new block or unmatch ends the pair's conversation channel at once (docs/security.md, Block,
-- report and unmatch): Realtime checks a private channel's policies when it is joined and when its
-- token changes, so a channel joined before went on carrying presence and typing until the token
-- expired. This asks the realtime server to check the policies of the topic's private channels
-- again; the embedded server listens on 'realtime_channel_checks' and closes the channels they no
-- longer allow (server/realtime/channels/topic-checks.ts). Hosted Realtime does not listen: there
-- the notification is lost and the channel lasts until the token expires, as before. The topic is
-- the one the conversation channel policies read (20261125090300_conversation_channels.sql): the
-- two ids in lower case, the smaller first in byte order.
create or replace function private.recheck_conversation_channel() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('realtime_channel_checks', jsonb_build_object('topic', format('conversation:%s:%s',
    least(new.blocker_id::text collate "C", new.blocked_id::text collate "C"),
    greatest(new.blocker_id::text collate "C", new.blocked_id::text collate "C")))::text);
  return null;
end;
$$;
revoke execute on function private.recheck_conversation_channel() from public;

reset check_function_bodies;

create trigger then_recheck_conversation_channel
  after insert on public.blocks
  for each row execute function private.recheck_conversation_channel();
