import type { Plan } from '@/entities/plan';
import type { PaidTier } from '@/features/checkout';

export type PaidPlan = Plan & { tier: PaidTier };

/** What /pricing sells: every plan but Free, in the catalogue's order. */
export const paidPlans = (plans: readonly Plan[]): PaidPlan[] => plans.filter((plan): plan is PaidPlan => plan.tier !== 'free');
