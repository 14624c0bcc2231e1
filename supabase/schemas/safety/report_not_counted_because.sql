-- Why a report of `member` by `reporter` does not count toward hiding her until review, or null when
-- it does (docs/security.md, Block, report and unmatch). Hiding a member on others' word is only
-- fair when the word is independent and earned: throwaway accounts made for the purpose could hide
-- anyone. So a report counts when its reporter's account is at least three days old, when the
-- member herself reached out to the reporter first (a message, a like, a connection request, or an
-- accepted like: none of which an attacker can make her send), and when no other counting report of
-- her came from the same address. Every report is still kept for an operator (private.report_queue).
-- Asked by report_member before a block in the same call withdraws the pair's likes and requests.
create or replace function private.report_not_counted_because(reporter uuid, member uuid, address text) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when (select u.created_at from auth.users u where u.id = reporter) > now() - interval '3 days'
      then 'new account'
    when not (exists (select 1 from public.messages m where m.sender_id = member and m.receiver_id = reporter)
              or exists (select 1 from public.interests i
                          where (i.sender_id = member and i.receiver_id = reporter)
                             or (i.sender_id = reporter and i.receiver_id = member and i.status = 'accepted'))
              or exists (select 1 from public.connection_requests c where c.sender_id = member and c.receiver_id = reporter))
      then 'no contact from the member'
    when address is not null and exists (
           select 1 from private.reports r
            where r.reported_id = member and r.reporter_id <> reporter and r.reviewed_at is null
              and r.counted and r.reporter_address = address)
      then 'same address as another report'
  end
$$;
revoke execute on function private.report_not_counted_because(uuid, uuid, text) from public;
