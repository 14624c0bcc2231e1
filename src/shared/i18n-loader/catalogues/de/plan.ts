import type { Catalogue } from '@/shared/i18n';

export default {
  'plan.free': 'Kostenlos',
  'plan.perMonth': 'pro Monat',
  'plan.mostPopular': 'Am beliebtesten',
  'plan.currentPlan': 'Dein aktueller Plan',
  'plan.upgradePlan': 'Plan upgraden',
  'plan.changePlan': 'Plan wechseln',
  'plan.startFreeTrial': 'Kostenlos testen',
  'plan.loadFailed': 'Pläne konnten nicht geladen werden',
  'plan.loading': 'Pläne werden geladen',
} satisfies Catalogue;
