// An abuse limit's refusals (the database's PT429, docs/security.md, Abuse limits), in the reader's
// language. The English is the database's own sentence (@rules/wait-refusals, held to the SQL by the
// server's tests); shared/api/wait-refusal.ts reads the refusal the database names and says it with these.
import { WAIT_REFUSAL_ENGLISH } from '@rules/wait-refusals';
import { defineTexts } from '@/shared/i18n';

export const waitRefusalTexts = defineTexts('waitRefusals', {
  interests_too_fast: WAIT_REFUSAL_ENGLISH.interests_too_fast,
  messages_too_fast: WAIT_REFUSAL_ENGLISH.messages_too_fast,
  ai_too_fast: WAIT_REFUSAL_ENGLISH.ai_too_fast,
  too_many_requests: WAIT_REFUSAL_ENGLISH.too_many_requests,
  unanswered_starts: WAIT_REFUSAL_ENGLISH.unanswered_starts,
  connection_requests_per_day: WAIT_REFUSAL_ENGLISH.connection_requests_per_day,
  reports_per_day: WAIT_REFUSAL_ENGLISH.reports_per_day,
  support_requests_per_day: WAIT_REFUSAL_ENGLISH.support_requests_per_day,
  verifications_per_day: WAIT_REFUSAL_ENGLISH.verifications_per_day,
  ai_answers_per_day: WAIT_REFUSAL_ENGLISH.ai_answers_per_day,
  interestAfterUnblock: WAIT_REFUSAL_ENGLISH.interestAfterUnblock,
  connectAfterUnblock: WAIT_REFUSAL_ENGLISH.connectAfterUnblock,
  /** The day comes written in the reader's language ('5 de diciembre de 2026'). */
  next_boost: WAIT_REFUSAL_ENGLISH.next_boost,
});
