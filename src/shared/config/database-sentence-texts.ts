// The database's refusals written for the member, by name (docs/i18n.md, the database's sentences), in the
// reader's language. The English is the database's own (@rules/refusal-sentences, held to the SQL by the
// server's tests); shared/api/database-sentence.ts reads the name the database gives and says it with these.
import { REFUSAL_SENTENCES } from '@rules/refusal-sentences';
import { defineTexts } from '@/shared/i18n';

export const databaseSentenceTexts = defineTexts('databaseSentences', {
  member_not_found: REFUSAL_SENTENCES.member_not_found,
  main_photo_needed: REFUSAL_SENTENCES.main_photo_needed,
  verification_waiting: REFUSAL_SENTENCES.verification_waiting,
  photo_already_verified: REFUSAL_SENTENCES.photo_already_verified,
  match_ended: REFUSAL_SENTENCES.match_ended,
  not_taking_calls: REFUSAL_SENTENCES.not_taking_calls,
  in_another_call: REFUSAL_SENTENCES.in_another_call,
  call_ended: REFUSAL_SENTENCES.call_ended,
  call_not_found: REFUSAL_SENTENCES.call_not_found,
  match_already_ended: REFUSAL_SENTENCES.match_already_ended,
  event_not_found: REFUSAL_SENTENCES.event_not_found,
  event_full: REFUSAL_SENTENCES.event_full,
  attendees_only: REFUSAL_SENTENCES.attendees_only,
  assessment_first: REFUSAL_SENTENCES.assessment_first,
  retake_too_soon: REFUSAL_SENTENCES.retake_too_soon,
  birth_date_fixed: REFUSAL_SENTENCES.birth_date_fixed,
  gender_change_limit: REFUSAL_SENTENCES.gender_change_limit,
});
