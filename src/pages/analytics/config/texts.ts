import { defineTexts } from '@/shared/i18n';

// The analytics page's texts (planRequired: the same words as the database's refusal, server/db/rls/analytics.test.ts).
export const analyticsTexts = defineTexts('analytics', {
  title: 'Analytics',
  subtitle: 'Your last 30 days',
  /** The page's lock, and the database's refusal (get_my_analytics), naming the plans from the catalogue. */
  planRequired: (plans: string) => `Analytics come with ${plans}. Upgrade your plan to see them.`,
  loading: 'Loading analytics',
  loadFailed: 'Failed to load analytics',
  activityChart: 'Activity',
  activityDescription: 'Profile views, likes received, matches and messages received each day; dashed lines mark your boosts.',
  replyRateChart: 'Reply rate',
  replyRateDescription: 'The share of members who wrote to you each day that you wrote back to; dashed lines mark your boosts.',
  tableCaption: 'Your last 30 days, by day (UTC)',
  boost: 'Boost',
  total: 'Total',
  day: 'Day',
  series: {
    profileViews: 'Profile views',
    likesReceived: 'Likes received',
    matches: 'Matches',
    messagesReceived: 'Messages received',
    replyRate: 'Reply rate',
  },
});
