import type { Catalogue } from '@/shared/i18n';

export default {
  'plan.free': 'Gratis',
  'plan.perMonth': 'al mes',
  'plan.mostPopular': 'El más popular',
  'plan.currentPlan': 'Tu plan actual',
  'plan.upgradePlan': 'Mejorar plan',
  'plan.changePlan': 'Cambiar de plan',
  'plan.startFreeTrial': 'Empezar la prueba gratis',
  'plan.loadFailed': 'No se pudieron cargar los planes',
  'plan.loading': 'Cargando planes',
} satisfies Catalogue;
