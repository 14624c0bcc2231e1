-- Private conversation channels (broadcast and presence): only the two matched members of the
-- channel's conversation may join or send (may_use_conversation_channel.sql). realtime.messages and
-- realtime.topic() are Supabase's own.

create policy "Matched members receive on their conversation channel"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.may_use_conversation_channel((select realtime.topic())))
  );

create policy "Matched members send on their conversation channel"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select private.may_use_conversation_channel((select realtime.topic())))
  );
