-- A refusal the database writes for the member, in English, by its name (docs/i18n.md, the database's
-- sentences). `@rules/refusal-sentences` writes the same, and the SPA says them in the reader's
-- language: server/db/rls/refusal-sentences.test.ts holds the two together.
create or replace function private.refusal_sentence(refusal text) returns text
language sql immutable
set search_path = ''
as $$
  select case refusal
    when 'member_not_found' then 'Member not found'
    when 'main_photo_needed' then 'Add a main photo before you verify it.'
    when 'verification_waiting' then 'Your verification is already waiting for a decision.'
    when 'photo_already_verified' then 'Your main photo is already verified.'
    when 'match_ended' then 'This match has ended'
    when 'not_taking_calls' then 'This member is not taking video calls.'
    when 'in_another_call' then 'This member is in another call.'
    when 'call_ended' then 'This call has ended.'
    when 'call_not_found' then 'Call not found'
    when 'match_already_ended' then 'This match has already ended'
    when 'event_not_found' then 'Event not found'
    when 'event_full' then 'This event is full.'
    when 'attendees_only' then 'Only the members going to an event see who else goes'
    when 'assessment_first' then 'Take the assessment first.'
    when 'retake_too_soon' then 'You can retake the assessment 30 days after your last one.'
    when 'birth_date_fixed' then 'Your birth date is set: contact support to correct it'
    when 'gender_change_limit' then 'Gender can change at most twice in 30 days'
    else 'This cannot be done.'
  end
$$;
revoke execute on function private.refusal_sentence(text) from public;
