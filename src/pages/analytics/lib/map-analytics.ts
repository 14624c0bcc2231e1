import type { Database } from '@/shared/api';
import type { AnalyticsDay } from '../model/analytics-day';

export type AnalyticsRow = Database['public']['Functions']['get_my_analytics']['Returns'][number];

export const toAnalyticsDay = (row: AnalyticsRow): AnalyticsDay => ({
  day: row.day,
  profileViews: row.profile_views,
  likesReceived: row.likes_received,
  matches: row.matches,
  messagesReceived: row.messages_received,
  conversations: row.conversations,
  replied: row.replied,
  boosts: row.boosts ?? [],
});
