import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /: the landing page's words (short keys: its first load has a size budget). */
export const landingTexts = defineTexts('landing', {
  title: 'Rise above the swipe.',
  lead: 'Ascend pairs thoughtful profiles with AI helpers that make your matches sharper, your conversations easier and your first dates safer.',
  join: 'Create your free account',
  plans: 'View plans',
  features: 'Everything you need to meet the right person',
  // The features (config/features.ts names each one's keys): a title and a paragraph.
  ai: 'AI matchmaking',
  aiText: 'Four matchmaker personas — Cupid, The Sage, The Adventurer and The Counselor — read what you are looking for and suggest people worth meeting, with the reasons why.',
  safety: 'Safety first',
  safetyText: 'A safety check reviews conversations for red flags, your visibility is yours to set, and only people you have matched with can message you.',
  starters: 'Conversation starters',
  startersText: 'Stuck on the first message? The conversation coach suggests openers drawn from what you actually have in common, and date ideas when it is time to meet.',
  filters: 'Filters that matter',
  filtersText: 'Age, distance, relationship goals, lifestyle and more: say what matters to you and see the people who fit, not an endless feed.',
  premium: 'Premium features',
  premiumText: 'See who liked you, read receipts, profile boosts, unlimited AI help and a verification badge when you want to go further.',
  tiers: 'Start free, upgrade when you are ready',
  loading: 'Loading plans',
  plan: (name: string) => `${name} plan`,
  retry: 'Try again',
  compare: 'Compare all plans',
});
