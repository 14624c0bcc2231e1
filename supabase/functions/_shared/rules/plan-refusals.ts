/**
 * A plan's refusal as the database names it (private.refuse_by_plan writes it as JSON into the error's
 * `detail`, PT402), and its English sentence, which the SQL's private.plan_refusal_sentence writes the
 * same (server/db/rls/plan-refusals.test.ts). The SPA says it in the reader's language
 * (shared/api/plan-refusal.ts); docs/plans.md, Limits.
 */

import { refusalDetail } from './refusal-detail';

/** The daily limits and the photo limit: the plan's number. */
export const COUNTED_REFUSALS = ['interests_per_day', 'messages_per_day', 'profiles_per_day', 'photos'] as const;
export type CountedRefusal = (typeof COUNTED_REFUSALS)[number];

/** The features a plan may not give: an entitlement's key, or 'boost' (plans.boost_every). */
export const REFUSED_FEATURES = [
  'see_who_liked_you',
  'ai_matchmaking',
  'verification',
  'boost',
  'all_filters',
  'video_calls',
  'events',
  'personality_assessment',
  'analytics',
] as const;
export type RefusedFeature = (typeof REFUSED_FEATURES)[number];

export type PlanRefusal = { refusal: CountedRefusal; count: number } | { refusal: 'feature'; feature: RefusedFeature; plans: string[] };

const isCounted = (name: unknown): name is CountedRefusal => (COUNTED_REFUSALS as readonly unknown[]).includes(name);
const isFeature = (name: unknown): name is RefusedFeature => (REFUSED_FEATURES as readonly unknown[]).includes(name);

/** The refusal a PT402's `detail` names, when it is one this code knows; else undefined (show the sentence as written). */
export function readPlanRefusal(detail: unknown): PlanRefusal | undefined {
  const { refusal, count, feature, plans } = refusalDetail(detail) ?? {};
  if (isCounted(refusal) && Number.isInteger(count)) return { refusal, count: count as number };
  if (refusal === 'feature' && isFeature(feature) && Array.isArray(plans) && plans.every((plan) => typeof plan === 'string')) {
    return { refusal, feature, plans };
  }
  return undefined;
}

/** Plan names as an English sentence says them: 'Premium and Elite'; none is 'a higher plan'. */
export function englishList(names: readonly string[]): string {
  if (names.length === 0) return 'a higher plan';
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Each refusal in English, `plans` already listed as the sentence says them. */
export const PLAN_REFUSAL_ENGLISH = {
  interests_per_day: (count: number) => `You have sent your ${count} interests for today. Upgrade your plan to send more.`,
  messages_per_day: (count: number) => `You have sent your ${count} messages for today. Upgrade your plan to send more.`,
  profiles_per_day: (count: number) => `You have opened ${count} profiles today. Upgrade your plan to see more.`,
  photos: (count: number) => `Your plan allows ${count} photos. Upgrade your plan to add more.`,
  see_who_liked_you: (plans: string) => `Seeing who likes you comes with ${plans}. Upgrade your plan to see them.`,
  ai_matchmaking: (plans: string) => `AI matchmaking comes with ${plans}. Upgrade your plan to meet the matchmakers.`,
  verification: (plans: string) => `Verification comes with ${plans}. Upgrade your plan to get verified.`,
  boost: (plans: string) => `Boosts come with ${plans}.`,
  all_filters: (plans: string) => `Filters beyond age, distance, gender and relationship goal come with ${plans}. Upgrade your plan to use them.`,
  video_calls: (plans: string) => `Video calls come with ${plans}. Upgrade your plan to call.`,
  events: (plans: string) => `Events come with ${plans}. Upgrade your plan to go.`,
  personality_assessment: (plans: string) => `The personality assessment comes with ${plans}. Upgrade your plan to take it.`,
  analytics: (plans: string) => `Analytics come with ${plans}. Upgrade your plan to see them.`,
} satisfies Record<CountedRefusal, (count: number) => string> & Record<RefusedFeature, (plans: string) => string>;

/** A refusal's English sentence, as the database writes it. */
export const englishPlanRefusal = (refusal: PlanRefusal): string =>
  refusal.refusal === 'feature' ? PLAN_REFUSAL_ENGLISH[refusal.feature](englishList(refusal.plans)) : PLAN_REFUSAL_ENGLISH[refusal.refusal](refusal.count);
