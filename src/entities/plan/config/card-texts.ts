import { defineTexts } from '@/shared/i18n';
import type { Entitlement } from '../model/plan';

/**
 * The pricing card's words for what a plan gives (SPEC §9, "Plans on the pricing page"); which lines
 * a card shows comes from the catalogue (lib/plan-card-lines.ts).
 */
export const cardTexts = defineTexts('planCard', {
  everythingIn: (plan: string) => `Everything in ${plan}`,
  unlimitedProfileViews: 'Unlimited profile views',
  profileViews: (count: number) => `${count} profile views/day`,
  unlimitedMessages: 'Unlimited messages',
  messages: (count: number) => `${count} messages/day`,
  interests: (count: number) => `${count} interests/day`,
  photos: (count: number) => `${count} photos`,
  unlimitedAi: 'Unlimited AI',
  allFilters: 'All filters',
  basicFilters: 'Basic filters',
  weeklyBoost: 'Weekly profile boost',
  monthlyBoost: 'Monthly profile boost',
  /** Any other plans.boost_every, as PostgreSQL writes the interval ('14 days'). */
  boostEvery: (every: string) => `A profile boost every ${every}`,
  profileBoost: 'Profile boost',
  /** The line of each feature a card may list. */
  features: {
    read_receipts: 'Read receipts',
    see_who_liked_you: 'See who liked you',
    ai_matchmaking: 'Basic AI matchmaking',
    priority_support: 'Priority support',
    analytics: 'Profile analytics',
    events: 'Exclusive events',
    verification: 'Verification badge',
    video_calls: 'Video chat',
    personality_assessment: 'Personality assessment',
  } satisfies Record<Exclude<CardFeature, 'boost'>, string>,
  /** What a card lists as missing when its plan lacks it ('No AI matchmaking'). */
  missing: {
    ai_matchmaking: 'AI matchmaking',
    read_receipts: 'Read receipts',
    boost: 'Profile boost',
  },
});

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

/** The features a card lists as missing, in its order (their words: `cardTexts.missing`). */
export const missingOrder = ['ai_matchmaking', 'read_receipts', 'boost'] as const satisfies readonly CardFeature[];
