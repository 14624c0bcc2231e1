import type { Plan, PlanTier } from '../model/plan';
import { formatShortPrice } from './format-price';

/** A plan as the landing page teases it. */
export interface PlanTeaser {
  tier: PlanTier;
  name: string;
  /** 'Free' or '$19.99/mo'. */
  price: string;
  features: string[];
}

/** The plans the landing page shows: those with a teaser reading, in the catalogue's order. */
export const toPlanTeasers = (plans: readonly Plan[]): PlanTeaser[] =>
  plans
    .filter((plan) => plan.teaserFeatures.length > 0)
    .map(({ tier, name, monthlyPrice, teaserFeatures }) => ({ tier, name, price: formatShortPrice(monthlyPrice), features: teaserFeatures }));
