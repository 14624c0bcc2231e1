import type { Database } from '@/shared/supabase';
import type { PlanUsage } from '../model/plan-usage';

type GeneratedUsageRow = Database['public']['Functions']['get_my_usage']['Returns'][number];

/** The generated types cannot tell that a limit may be null (unlimited): every column may be. */
export type PlanUsageRow = { [Column in keyof GeneratedUsageRow]: GeneratedUsageRow[Column] | null };

/** get_my_usage's one row; a missing row (a visitor) counts nothing against no limit. */
export function toPlanUsage(row: PlanUsageRow | undefined): PlanUsage {
  const count = (used: number | null | undefined, limit: number | null | undefined) => ({ used: used ?? 0, limit: limit ?? null });
  return {
    interests: count(row?.interests, row?.interests_limit),
    messages: count(row?.messages, row?.messages_limit),
    aiAnswers: count(row?.ai_answers, row?.ai_answers_limit),
    profileViews: count(row?.profile_views, row?.profile_views_limit),
    photos: count(row?.photos, row?.photos_limit),
  };
}
