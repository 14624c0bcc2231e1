import type { Catalogue } from '@/shared/i18n';

export default {
  'plan.free': 'مجاني',
  'plan.perMonth': 'شهريًا',
  'plan.mostPopular': 'الأكثر شيوعًا',
  'plan.currentPlan': 'خطتك الحالية',
  'plan.upgradePlan': 'ترقية الخطة',
  'plan.changePlan': 'تغيير الخطة',
  'plan.startFreeTrial': 'ابدأ الفترة التجريبية المجانية',
  'plan.loadFailed': 'تعذّر تحميل الخطط',
  'plan.loading': 'جارٍ تحميل الخطط',
} satisfies Catalogue;
