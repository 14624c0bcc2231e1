// A plan's refusals (the database's PT402, docs/plans.md, Limits), in the reader's language. The
// English is the database's own sentence (@rules/plan-refusals, held to the SQL by the server's
// tests); shared/api/plan-refusal.ts reads the refusal the database names and says it with these.
import { PLAN_REFUSAL_ENGLISH } from '@rules/plan-refusals';
import { defineTexts } from '@/shared/i18n';

export const planRefusalTexts = defineTexts('planRefusals', {
  interests_per_day: PLAN_REFUSAL_ENGLISH.interests_per_day,
  messages_per_day: PLAN_REFUSAL_ENGLISH.messages_per_day,
  profiles_per_day: PLAN_REFUSAL_ENGLISH.profiles_per_day,
  photos: PLAN_REFUSAL_ENGLISH.photos,
  see_who_liked_you: PLAN_REFUSAL_ENGLISH.see_who_liked_you,
  ai_matchmaking: PLAN_REFUSAL_ENGLISH.ai_matchmaking,
  verification: PLAN_REFUSAL_ENGLISH.verification,
  boost: PLAN_REFUSAL_ENGLISH.boost,
  all_filters: PLAN_REFUSAL_ENGLISH.all_filters,
  video_calls: PLAN_REFUSAL_ENGLISH.video_calls,
  events: PLAN_REFUSAL_ENGLISH.events,
  personality_assessment: PLAN_REFUSAL_ENGLISH.personality_assessment,
  analytics: PLAN_REFUSAL_ENGLISH.analytics,
  /** What a feature's refusal names when no plan gives it. */
  higherPlan: 'a higher plan',
});
