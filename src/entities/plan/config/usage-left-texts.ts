import { defineTexts } from '@/shared/i18n';

/** What is left of a daily limit, said where it is spent (Show Interest, the AI dialogs, a connection request). */
export const usageLeftTexts = defineTexts('usageLeft', {
  interests: (left: number, limit: number) => `${left} of your ${limit} interests left today`,
  aiAnswers: (left: number, limit: number) => `${left} of your ${limit} AI answers left today`,
  /** A connection request is one of the day's interests (docs/plans.md, Limits). */
  requestCounts: (limit: number, left: number) => `Counts as one of your ${limit} interests today (${left} left).`,
  requestCountsUnlimited: 'Counts as one of your interests today.',
});
