import type { Entitlement } from '../model/plan';

/**
 * The pricing card's words for what a plan gives (SPEC §9, "Plans on the pricing page"); which lines
 * a card shows comes from the catalogue (lib/plan-card-lines.ts).
 */
export const cardTexts = {
  everythingIn: (plan: string) => `Everything in ${plan}`,
  profileViews: (count: number | null) => (count === null ? 'Unlimited profile views' : `${count} profile views/day`),
  messages: (count: number | null) => (count === null ? 'Unlimited messages' : `${count} messages/day`),
  interests: (count: number) => `${count} interests/day`,
  photos: (count: number) => `${count} photos`,
  unlimitedAi: 'Unlimited AI',
  allFilters: 'All filters',
  basicFilters: 'Basic filters',
  boost: (every: string) =>
    every === '7 days' ? 'Weekly profile boost' : every === '1 mon' ? 'Monthly profile boost' : `A profile boost every ${every}`,
  profileBoost: 'Profile boost',
} as const;

/** A feature a card may list: an entitlement, or the boost (the plan's boost_every). */
export type CardFeature = Exclude<Entitlement, 'all_filters'> | 'boost';

/** The lines after the limits and filters, in the card's order (SPEC §9's Premium card). */
export const featureOrder: readonly CardFeature[] = [
  'read_receipts',
  'boost',
  'see_who_liked_you',
  'ai_matchmaking',
  'priority_support',
  'analytics',
  'events',
  'verification',
  'video_calls',
  'personality_assessment',
];

export const featureLines: Record<Exclude<CardFeature, 'boost'>, string> = {
  read_receipts: 'Read receipts',
  see_who_liked_you: 'See who liked you',
  ai_matchmaking: 'Basic AI matchmaking',
  priority_support: 'Priority support',
  analytics: 'Profile analytics',
  events: 'Exclusive events',
  verification: 'Verification badge',
  video_calls: 'Video chat',
  personality_assessment: 'Personality assessment',
};

/** What a card lists as missing when its plan lacks it ('No AI matchmaking'). */
export const missingLines: ReadonlyArray<[CardFeature, string]> = [
  ['ai_matchmaking', 'AI matchmaking'],
  ['read_receipts', 'Read receipts'],
  ['boost', 'Profile boost'],
];
