import type { Catalogue } from '@/shared/i18n';

export default {
  'pricing.documentTitle': 'الأسعار',
  'pricing.title': 'اختر خطتك',
  'pricing.trial': 'تبدأ كل خطة بفترة تجريبية مجانية مدتها {0, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}. يمكنك الإلغاء في أي وقت.',
  'pricing.loading': 'جارٍ تحميل الخطط',
} satisfies Catalogue;
