/** Settings → Subscription (SPEC §2: current plan, 'Upgrade Plan' or 'Change Plan', next billing date); the plans' own words are planTexts. */
export const subscriptionTexts = {
  loadFailed: 'Failed to load your plan',
  nextBilling: (date: string) => `Next billing date: ${date}`,
  trialUntil: (date: string) => `Free trial until ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
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
  cancelConsequence: (plan: string, date: string | null) =>
    date ? `You keep ${plan} until ${date}. After that your plan is Free.` : `You keep ${plan} until the end of this period. After that your plan is Free.`,
} as const;
