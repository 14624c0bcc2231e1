export type PlanTier = 'free' | 'basic' | 'premium' | 'elite';

export interface Plan {
  tier: Exclude<PlanTier, 'free'>;
  name: string;
  /** US dollars per month. */
  monthlyPrice: number;
  features: string[];
  /** Features the plan does not include, shown struck through. */
  excluded?: string[];
  highlighted?: boolean;
}

/** SPEC §9, the plans on the pricing page. */
export const pricingPlans: Plan[] = [
  {
    tier: 'basic',
    name: 'Basic',
    monthlyPrice: 9.99,
    features: ['100 profile views/day', '30 messages/day', '5 photos', 'Basic filters'],
    excluded: ['AI matchmaking', 'Read receipts', 'Profile boost'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthlyPrice: 19.99,
    highlighted: true,
    features: [
      'Unlimited profile views',
      'Unlimited messages',
      '10 photos',
      'All filters',
      'Read receipts',
      'Monthly profile boost',
      'See who liked you',
      'Basic AI matchmaking',
    ],
  },
  {
    tier: 'elite',
    name: 'Elite',
    monthlyPrice: 39.99,
    features: [
      'Everything in Premium',
      'Unlimited AI',
      'Priority support',
      'Verification badge',
      'Weekly profile boost',
      'Profile analytics',
      'Exclusive events',
      'Video chat',
      'Personality assessment',
    ],
  },
];

export interface PlanTeaser {
  name: string;
  price: string;
  features: string[];
}

/** SPEC §9: the landing page shows its own reading of the plans. */
export const landingPlanTeasers: PlanTeaser[] = [
  { name: 'Basic', price: 'Free', features: ['10 matches/day', '3 photos', 'Basic filters'] },
  { name: 'Premium', price: '$19.99/mo', features: ['Unlimited matches', 'AI matchmaking', 'See who liked you'] },
  { name: 'Elite', price: '$39.99/mo', features: ['Everything in Premium', 'Unlimited AI', 'Priority support'] },
];

export const formatMonthlyPrice = (price: number) => `$${price.toFixed(2)}`;
