import type { UsageCount } from '../model/plan-usage';

/** What is left of a limit today, never below 0; null when the plan has no limit. */
export function usageLeft({ used, limit }: UsageCount): number | null {
  return limit === null ? null : Math.max(limit - used, 0);
}
