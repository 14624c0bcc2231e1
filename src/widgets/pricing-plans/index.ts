export { PricingPlans } from './ui/PricingPlans';
