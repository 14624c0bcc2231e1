-- The private realtime channel of a conversation (typing and online status, issue 13): topic
-- `conversation:<smaller uuid>:<larger uuid>`, the two member ids in lower case, ordered as text
-- (byte order, as JavaScript compares strings). Only the two members, and only while they are
-- matched, may receive (select) and send (insert) broadcast and presence on it. Realtime
-- Authorization checks these policies when a channel with `config.private` joins, and again when
-- the member's token changes. realtime.messages and realtime.topic() are Supabase's own (the
-- embedded server creates them before migrations), so this only adds policies.
--
-- The topic is checked inline, not by a helper: policies run as the member, who can call nothing
-- in the closed `private` schema, and a public helper would be an RPC. The CASE makes the shape
-- check come first, so a forged topic is refused before any uuid cast could fail.

create policy "Matched members receive on their conversation channel"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and case
      when (select realtime.topic())
           ~ '^conversation:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
      then split_part((select realtime.topic()), ':', 2) < split_part((select realtime.topic()), ':', 3) collate "C"
        and (select auth.uid())::text in (split_part((select realtime.topic()), ':', 2),
                                         split_part((select realtime.topic()), ':', 3))
        and public.are_matched(split_part((select realtime.topic()), ':', 2)::uuid,
                               split_part((select realtime.topic()), ':', 3)::uuid)
      else false
    end
  );

create policy "Matched members send on their conversation channel"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and case
      when (select realtime.topic())
           ~ '^conversation:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$'
      then split_part((select realtime.topic()), ':', 2) < split_part((select realtime.topic()), ':', 3) collate "C"
        and (select auth.uid())::text in (split_part((select realtime.topic()), ':', 2),
                                         split_part((select realtime.topic()), ':', 3))
        and public.are_matched(split_part((select realtime.topic()), ':', 2)::uuid,
                               split_part((select realtime.topic()), ':', 3)::uuid)
      else false
    end
  );
