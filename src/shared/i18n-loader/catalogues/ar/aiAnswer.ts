import type { Catalogue } from '@/shared/i18n';

export default {
  'aiAnswer.failed.profile-enhancement': 'تعذّر إنشاء اقتراحات للملف الشخصي',
  'aiAnswer.failed.compatibility': 'تعذّر تحليل التوافق',
  'aiAnswer.failed.conversation-coach': 'تعذّر إنشاء اقتراحات للمحادثة',
  'aiAnswer.failed.safety-check': 'تعذّر إجراء فحص الأمان',
  'aiAnswer.failed.date-planning': 'تعذّر إنشاء أفكار للموعد',
  'aiAnswer.failed.growth-feedback': 'تعذّر إنشاء الملاحظات',
  'aiAnswer.failed.matchmaker': 'تعذّر إنشاء اقتراحات للتوافق',
  'aiAnswer.simulated': 'إجابة محاكاة',
  'aiAnswer.generating': 'جارٍ إنشاء الإجابة',
  'aiAnswer.showFullAnswer': 'عرض الإجابة كاملة',
  'aiAnswer.hideFullAnswer': 'إخفاء الإجابة الكاملة',
} satisfies Catalogue;
