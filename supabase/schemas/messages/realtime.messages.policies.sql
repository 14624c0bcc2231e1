-- Private conversation channels (broadcast and presence): the topic is conversation:<id>:<id>, the
-- smaller id first, and only the two matched members may join or send. realtime.messages and
-- realtime.topic() are Supabase's own.

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
