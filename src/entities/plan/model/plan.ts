/** SPEC §3 "Subscription tier": free is every member's plan without a current subscription. */
export const PLAN_TIERS = ['free', 'basic', 'premium', 'elite'] as const;

export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * What a plan may include beyond its limits (public.plans.entitlements, docs/plans.md): the features
 * the database enforces with private.entitled. The SPA only shows or locks their controls.
 */
export const ENTITLEMENTS = [
  'ai_matchmaking',
  'read_receipts',
  'see_who_liked_you',
  'all_filters',
  'analytics',
  'priority_support',
  'events',
  'verification',
  'video_calls',
  'personality_assessment',
] as const;

export type Entitlement = (typeof ENTITLEMENTS)[number];

/** What a plan allows in 24 hours (photos: at any time); null is unlimited. */
export interface PlanLimits {
  aiAnswersPerDay: number | null;
  interestsPerDay: number | null;
  messagesPerDay: number | null;
  maxPhotos: number;
  /** Other members' profile pages she may open. */
  profileViewsPerDay: number | null;
  /** How often she may boost, as PostgreSQL writes the interval ('1 mon', '7 days'); null: no boost. */
  boostEvery: string | null;
}

/** One plan of the catalogue (table `plans`, docs/plans.md), as /pricing, the landing page and Settings show it. */
export interface Plan {
  tier: PlanTier;
  name: string;
  /** US dollars per month; 0 for Free. */
  monthlyPrice: number;
  /** The plan the pricing page puts forward ('Most popular'). */
  highlighted: boolean;
  /** The pricing card's list, drawn from the plan's limits and entitlements (lib/plan-card-lines.ts). */
  features: string[];
  /** What the pricing card lists as not included, of the features the cards compare. */
  excluded: string[];
  /** The landing page's shorter reading; empty for a plan the teaser leaves out. */
  teaserFeatures: string[];
  limits: PlanLimits;
  /** The features this plan includes. */
  entitlements: Entitlement[];
}

/** The caller's plan now (rpc `get_my_plan`): Free with no period unless a subscription is current. */
export interface MyPlan {
  tier: PlanTier;
  name: string;
  /** ISO times of the paid period; null for Free. */
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** The subscription ends at the period's end instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** The end of a free trial (its first payment then); null without one. */
  trialEnd: string | null;
  /** The features her plan includes now. */
  entitlements: Entitlement[];
}
