import { refusalDetail } from './refusal-detail';

/**
 * Refusals the database writes for the member, by name (private.refuse writes the name into the error's
 * `detail` as JSON), in English as the SQL's private.refusal_sentence writes them
 * (server/db/rls/refusal-sentences.test.ts). The SPA says them in the reader's language
 * (shared/api/database-sentence.ts); docs/i18n.md, the database's sentences.
 */
export const REFUSAL_SENTENCES = {
  member_not_found: 'Member not found',
  main_photo_needed: 'Add a main photo before you verify it.',
  verification_waiting: 'Your verification is already waiting for a decision.',
  photo_already_verified: 'Your main photo is already verified.',
  match_ended: 'This match has ended',
  not_taking_calls: 'This member is not taking video calls.',
  in_another_call: 'This member is in another call.',
  call_ended: 'This call has ended.',
  call_not_found: 'Call not found',
  match_already_ended: 'This match has already ended',
  event_not_found: 'Event not found',
  event_full: 'This event is full.',
  attendees_only: 'Only the members going to an event see who else goes',
  assessment_first: 'Take the assessment first.',
  retake_too_soon: 'You can retake the assessment 30 days after your last one.',
  birth_date_fixed: 'Your birth date is set: contact support to correct it',
  gender_change_limit: 'Gender can change at most twice in 30 days',
} as const;

export type RefusalName = keyof typeof REFUSAL_SENTENCES;

/** The refusal an error's `detail` names, when it is one of these; else undefined (show the sentence as written). */
export function readRefusalName(detail: unknown): RefusalName | undefined {
  const refusal = refusalDetail(detail)?.refusal;
  return typeof refusal === 'string' && Object.hasOwn(REFUSAL_SENTENCES, refusal) ? (refusal as RefusalName) : undefined;
}
