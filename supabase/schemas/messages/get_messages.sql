-- A thread, one page at a time: the caller's messages with partner (both directions), newest first,
-- the page_size (1-100, default 50) before the message `before` by (created_at, id), or the newest
-- when it is null. The app shows a page oldest first and asks for the next one with the oldest id
-- it has when the member scrolls up.
--
-- SECURITY DEFINER because members may not select messages.read_at: the read time of a message she
-- received is always hers, of a message she sent only when her plan includes read receipts
-- (private.sees_read_receipts; docs/plans.md). The function applies the select policy itself:
-- auth.uid() is the sender or the receiver in every condition, the anchor included, so a `before`
-- the caller cannot see gives an empty page, and a blocked pair reads nothing (blocks.test.ts). One backward index scan per direction
-- (messages_*_created_at_id_idx), each stopping after a page, then merged: never the whole thread.
create or replace function public.get_messages(partner uuid, before uuid default null, page_size integer default 50)
returns setof public.messages
language sql stable security definer
set search_path = ''
as $$
  -- The anchor as two scalars, so that the row comparison is an index condition; without `before`,
  -- a bound above every message. A `before` the caller cannot see: no page (a one-time filter).
  with anchor as (
    select coalesce((select b.created_at from public.messages b where b.id = before
                       and (b.sender_id = (select auth.uid()) or b.receiver_id = (select auth.uid()))), 'infinity') as created_at,
           coalesce((select b.id from public.messages b where b.id = before
                       and (b.sender_id = (select auth.uid()) or b.receiver_id = (select auth.uid()))), 'ffffffff-ffff-ffff-ffff-ffffffffffff') as id,
           (before is null or exists (select 1 from public.messages b where b.id = before
                       and (b.sender_id = (select auth.uid()) or b.receiver_id = (select auth.uid()))))
             and not private.blocked_between((select auth.uid()), partner) as found,
           least(greatest(coalesce(page_size, 50), 1), 100) as n,
           private.sees_read_receipts() as receipts
  )
  select t.id, t.sender_id, t.receiver_id, t.content, t.created_at,
         case when t.sender_id = (select auth.uid()) and not (select a.receipts from anchor a) then null else t.read_at end
    from (
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
