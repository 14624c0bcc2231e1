-- A thread, one page at a time: the caller's messages with partner (both directions), newest first,
-- the page_size (1-100, default 50) before the message `before` by (created_at, id), or the newest
-- when it is null. The app shows a page oldest first and asks for the next one with the oldest id
-- it has when the member scrolls up.
--
-- SECURITY INVOKER: the select policy already limits it to the caller's own messages, and a
-- `before` the caller cannot see gives an empty page. One backward index scan per direction
-- (messages_*_created_at_id_idx), each stopping after a page, then merged: never the whole thread.
create or replace function public.get_messages(partner uuid, before uuid default null, page_size integer default 50)
returns setof public.messages
language sql stable security invoker
set search_path = ''
as $$
  -- The anchor as two scalars, so that the row comparison is an index condition; without `before`,
  -- a bound above every message. A `before` the caller cannot see: no page (a one-time filter).
  with anchor as (
    select coalesce((select b.created_at from public.messages b where b.id = before), 'infinity') as created_at,
           coalesce((select b.id from public.messages b where b.id = before), 'ffffffff-ffff-ffff-ffff-ffffffffffff') as id,
           before is null or exists (select 1 from public.messages b where b.id = before) as found,
           least(greatest(coalesce(page_size, 50), 1), 100) as n
  )
  select t.* from (
    (select m.* from public.messages m
      where m.sender_id = (select auth.uid()) and m.receiver_id = partner
        and (m.created_at, m.id) < ((select a.created_at from anchor a), (select a.id from anchor a))
        and (select a.found from anchor a)
      order by m.created_at desc, m.id desc
      limit (select a.n from anchor a))
    union all
    (select m.* from public.messages m
      where m.sender_id = partner and m.receiver_id = (select auth.uid())
        and (m.created_at, m.id) < ((select a.created_at from anchor a), (select a.id from anchor a))
        and (select a.found from anchor a)
      order by m.created_at desc, m.id desc
      limit (select a.n from anchor a))
  ) t
  order by t.created_at desc, t.id desc
  limit (select a.n from anchor a)
$$;
revoke execute on function public.get_messages(uuid, uuid, integer) from public, anon;
grant execute on function public.get_messages(uuid, uuid, integer) to authenticated;
