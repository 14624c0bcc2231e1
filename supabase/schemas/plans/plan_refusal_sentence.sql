-- A plan's refusal in English, from what it names (docs/plans.md, Limits). `@rules/plan-refusals`
-- writes the same sentences, and the SPA says them in the reader's language:
-- server/db/rls/plan-refusals.test.ts holds the two together.
create or replace function private.plan_refusal_sentence(refusal jsonb) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  plans text := private.english_list(array(select jsonb_array_elements_text(coalesce(refusal->'plans', '[]'))));
begin
  return case refusal->>'refusal'
    when 'interests_per_day' then format('You have sent your %s interests for today. Upgrade your plan to send more.', refusal->>'count')
    when 'messages_per_day' then format('You have sent your %s messages for today. Upgrade your plan to send more.', refusal->>'count')
    when 'profiles_per_day' then format('You have opened %s profiles today. Upgrade your plan to see more.', refusal->>'count')
    when 'photos' then format('Your plan allows %s photos. Upgrade your plan to add more.', refusal->>'count')
    when 'feature' then format(case refusal->>'feature'
      when 'see_who_liked_you' then 'Seeing who likes you comes with %s. Upgrade your plan to see them.'
      when 'ai_matchmaking' then 'AI matchmaking comes with %s. Upgrade your plan to meet the matchmakers.'
      when 'verification' then 'Verification comes with %s. Upgrade your plan to get verified.'
      when 'boost' then 'Boosts come with %s.'
      when 'all_filters' then 'Filters beyond age, distance, gender and relationship goal come with %s. Upgrade your plan to use them.'
      when 'video_calls' then 'Video calls come with %s. Upgrade your plan to call.'
      when 'events' then 'Events come with %s. Upgrade your plan to go.'
      when 'personality_assessment' then 'The personality assessment comes with %s. Upgrade your plan to take it.'
      when 'analytics' then 'Analytics come with %s. Upgrade your plan to see them.'
      else 'This comes with %s. Upgrade your plan to use it.'
    end, plans)
    else 'Your plan does not include this. Upgrade your plan to use it.'
  end;
end;
$$;
revoke execute on function private.plan_refusal_sentence(jsonb) from public;
