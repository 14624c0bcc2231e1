-- Counts what a member spent of her limits in private.usage_ledger, apart from the rows she spent it
-- on: a block deletes the interests, connection requests and notifications between two members
-- (private.separate_members), and what she spent must not go with them. The limits read the ledger
-- (check_interest_quota, check_connection_request_quota, record_profile_view's once a day), and so
-- does get_my_usage, whatever gives them the limit's number. `other` is kept only where a rule is
-- per pair (a profile view). Her rows of that kind older than every window that reads them go as
-- she spends again (an index range), so the ledger holds about a day per member with no job to run.
create or replace function private.record_usage(spender uuid, spent_on text, other uuid, spent_at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.usage_ledger u
   where u.member_id = spender and u.kind = spent_on
     and u.at < now() - greatest(interval '1 day', (select max(l.window_length) from private.abuse_limits l
                                                     where l.name in ('interests', 'connection_requests')));
  insert into private.usage_ledger (member_id, kind, other_id, at)
  values (spender, spent_on, other, least(coalesce(spent_at, now()), now()));
$$;
revoke execute on function private.record_usage(uuid, text, uuid, timestamptz) from public;
