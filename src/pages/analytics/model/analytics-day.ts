/**
 * One UTC day of the member's analytics (rpc get_my_analytics; docs/plans.md, Analytics): what she
 * received that day, counted once each by the database.
 */
export interface AnalyticsDay {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  profileViews: number;
  likesReceived: number;
  matches: number;
  messagesReceived: number;
  /** Members who wrote to her that day. */
  conversations: number;
  /** Of those, the ones she wrote back to afterwards. */
  replied: number;
  /** When each of her boosts that ran that day started (ISO times). */
  boosts: string[];
}

/** Replied conversations as a whole percentage of the conversations; null when nobody wrote. */
export function replyRate({ conversations, replied }: Pick<AnalyticsDay, 'conversations' | 'replied'>): number | null {
  return conversations === 0 ? null : Math.round((replied / conversations) * 100);
}

/** The window's totals: each day's counts added (each already counted once), the rate of the sums. */
export function analyticsTotals(days: readonly AnalyticsDay[]): Omit<AnalyticsDay, 'day' | 'boosts'> & { boosts: number } {
  const sum = (pick: (day: AnalyticsDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    profileViews: sum((d) => d.profileViews),
    likesReceived: sum((d) => d.likesReceived),
    matches: sum((d) => d.matches),
    messagesReceived: sum((d) => d.messagesReceived),
    conversations: sum((d) => d.conversations),
    replied: sum((d) => d.replied),
    boosts: sum((d) => d.boosts.length),
  };
}
