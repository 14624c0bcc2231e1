/** One limit as Settings shows it: what was used in the last 24 hours (photos: kept), and the plan's number. */
export interface UsageCount {
  used: number;
  /** null: the plan has no limit. */
  limit: number | null;
}

/** What the caller used of her plan (rpc `get_my_usage`, docs/plans.md). */
export interface PlanUsage {
  interests: UsageCount;
  messages: UsageCount;
  aiAnswers: UsageCount;
  /** Other members' profiles opened, each once a day. */
  profileViews: UsageCount;
  photos: UsageCount;
}
