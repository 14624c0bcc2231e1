import type { Tables } from '@/shared/api';
import { planCardLines, type CardSource } from './plan-card-lines';
import { ENTITLEMENTS, PLAN_TIERS, type Entitlement, type MyPlan, type Plan, type PlanTier } from '../model/plan';

export type PlanRow = Pick<
  Tables<'plans'>,
  | 'tier'
  | 'name'
  | 'position'
  | 'monthly_price'
  | 'highlighted'
  | 'other_features'
  | 'builds_on'
  | 'teaser_features'
  | 'ai_answers_per_day'
  | 'interests_per_day'
  | 'messages_per_day'
  | 'max_photos'
  | 'profile_views_per_day'
  | 'boost_every'
  | 'entitlements'
>;

/** get_my_plan's row; its period and trial are null for Free, whatever the generated types say. */
export interface MyPlanRow {
  tier: string;
  name: string;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean | null;
  trial_end: string | null;
  entitlements?: string[] | null;
}

export const isPlanTier = (tier: string): tier is PlanTier => (PLAN_TIERS as readonly string[]).includes(tier);

/** The features this client knows of; one a later migration adds is left out until the app shows it. */
const toEntitlements = (keys: readonly string[] | null | undefined): Entitlement[] =>
  (keys ?? []).filter((key): key is Entitlement => (ENTITLEMENTS as readonly string[]).includes(key));

/** PostgREST sends `numeric` as a JSON number, or as a string when it could lose precision. */
const toPrice = (price: number | string): number => (typeof price === 'number' ? price : Number.parseFloat(price));

/** A catalogue row's data, before its card is drawn; null for a tier this client does not know (a later migration's). */
function toSource(row: PlanRow): (CardSource & Omit<Plan, 'features' | 'excluded'>) | null {
  if (!isPlanTier(row.tier)) return null;
  return {
    tier: row.tier,
    name: row.name,
    monthlyPrice: toPrice(row.monthly_price),
    highlighted: row.highlighted,
    teaserFeatures: row.teaser_features,
    limits: {
      aiAnswersPerDay: row.ai_answers_per_day,
      interestsPerDay: row.interests_per_day,
      messagesPerDay: row.messages_per_day,
      maxPhotos: row.max_photos,
      profileViewsPerDay: row.profile_views_per_day,
      boostEvery: row.boost_every,
    },
    entitlements: toEntitlements(row.entitlements),
    otherFeatures: row.other_features,
  };
}

/**
 * The catalogue in its order (the query orders by position; the rows are sorted again in case), each
 * plan with its card's lines drawn from the catalogue (lib/plan-card-lines.ts).
 */
export function toPlans(rows: readonly PlanRow[]): Plan[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const sources = new Map(sorted.flatMap((row) => {
    const source = toSource(row);
    return source ? [[row.tier, source] as const] : [];
  }));
  return sorted.flatMap((row) => {
    const source = sources.get(row.tier);
    if (!source) return [];
    const { otherFeatures: _drawn, ...plan } = source;
    return [{ ...plan, ...planCardLines(source, row.builds_on ? sources.get(row.builds_on) : undefined) }];
  });
}

/** Free, for a member without a row (none is expected: get_my_plan answers one row to every member). */
export const FREE_PLAN: MyPlan = {
  tier: 'free',
  name: 'Free',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  entitlements: [],
};

export function toMyPlan(row: MyPlanRow | null | undefined): MyPlan {
  if (!row || !isPlanTier(row.tier)) return FREE_PLAN;
  return {
    tier: row.tier,
    name: row.name,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end ?? false,
    trialEnd: row.trial_end,
    entitlements: toEntitlements(row.entitlements),
  };
}
