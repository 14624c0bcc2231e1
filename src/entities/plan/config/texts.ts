import { defineTexts } from '@/shared/i18n';

/** The plans' own texts: on /pricing, the landing page's teaser and Settings. */
export const planTexts = defineTexts('plan', {
  free: 'Free',
  perMonth: 'per month',
  mostPopular: 'Most popular',
  currentPlan: 'Current plan',
  upgradePlan: 'Upgrade Plan',
  changePlan: 'Change Plan',
  startFreeTrial: 'Start free trial',
  loadFailed: 'Failed to load plans',
  loading: 'Loading plans',
});
