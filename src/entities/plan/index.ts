export {
  pricingPlans,
  landingPlanTeasers,
  formatMonthlyPrice,
  type Plan,
  type PlanTier,
  type PlanTeaser,
} from './model/plans';
export { PlanCard } from './ui/PlanCard';
