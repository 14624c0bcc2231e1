-- A refusal to wait, in English, from what it names (docs/security.md, Abuse limits). `@rules/wait-refusals`
-- writes the same sentences, and the SPA says them in the reader's language:
-- server/db/rls/wait-refusals.test.ts holds the two together.
create or replace function private.wait_refusal_sentence(refusal jsonb) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  n text := refusal->>'count';
begin
  return case refusal->>'refusal'
    when 'interests_too_fast' then 'You are sending interests too fast. Please take a break and try again in a few minutes.'
    when 'messages_too_fast' then 'You are sending messages too fast. Please wait a minute and try again.'
    when 'too_many_requests' then 'Too many requests: please wait a minute and try again'
    when 'ai_too_fast' then 'You are asking the AI helpers too often. Please wait a minute and try again.'
    when 'unanswered_starts' then format('You have started %s conversations today that nobody has answered yet. Wait for a reply, or try again tomorrow.', n)
    when 'connection_requests_per_day' then format('You have sent %s connection requests today. Please try again tomorrow.', n)
    when 'reports_per_day' then format('You have sent %s reports today. Please try again tomorrow.', n)
    when 'support_requests_per_day' then format('You have sent %s support requests today. Please try again tomorrow.', n)
    when 'verifications_per_day' then format('You can ask to be verified %s times a day. Please try again tomorrow.', n)
    when 'ai_answers_per_day' then format('You have used your %s AI answers for today. Please try again tomorrow.', n)
    when 'after_unblock' then format('A block between you and this member was lifted recently. You can %s again in %s %s.',
      case refusal->>'action' when 'interest' then 'show interest' else 'ask to connect' end,
      refusal->>'days', case when refusal->>'days' = '1' then 'day' else 'days' end)
    when 'next_boost' then format('Your next boost is on %s.', trim(to_char((refusal->>'date')::date, 'FMMonth FMDD, YYYY')))
    else 'Please wait a little and try again.'
  end;
end;
$$;
revoke execute on function private.wait_refusal_sentence(jsonb) from public;
