import { defineTexts } from '@/shared/i18n';

/** Settings → Subscription (SPEC §2: current plan, 'Upgrade Plan' or 'Change Plan', next billing date); the plans' own words are planTexts. */
export const subscriptionTexts = defineTexts('subscription', {
  loadFailed: 'Failed to load your plan',
  loading: 'Loading your plan',
  nextBilling: (date: string) => `Next billing date: ${date}`,
  /** The first charge: when and how much (the plan's monthly price from the catalogue). */
  trialThenPrice: (date: string, price: string) => `Free trial until ${date}, then ${price} a month.`,
  /** The same, when the catalogue has no price for the plan. */
  trialUntil: (date: string) => `Free trial until ${date}.`,
  /** Cancelled during the trial: no charge ever; the plan lasts to its period's end (the trial's end at Stripe). */
  trialCancelled: (date: string, plan: string, planEnd: string) =>
    `Your free trial ends on ${date}; you will not be charged. ${plan} ends on ${planEnd}.`,
  /** The same, when the plan ends with the trial. */
  trialCancelledThen: (date: string, plan: string) => `Your free trial ends on ${date}; you will not be charged. ${plan} ends then.`,
  endsOn: (plan: string, date: string) => `${plan} ends on ${date}; you will not be charged again.`,
  usageTitle: 'Today',
  usage: {
    interests: 'Interests',
    messages: 'Messages',
    aiAnswers: 'AI answers',
    profileViews: 'Profiles viewed',
    photos: 'Photos',
  },
  usedOf: (used: number, limit: number) => `${used} of ${limit}`,
  usedUnlimited: (used: number) => `${used} (unlimited)`,
  cancelConsequence: (plan: string, date: string) => `You keep ${plan} until ${date}. After that your plan is Free.`,
  /** The same, when the period's end is not known. */
  cancelConsequenceNoDate: (plan: string) => `You keep ${plan} until the end of this period. After that your plan is Free.`,
  trialCancelConsequence: (plan: string, trialEnd: string, planEnd: string) =>
    `Your free trial ends on ${trialEnd} and you will not be charged. You keep ${plan} until ${planEnd}. After that your plan is Free.`,
});
