import type { Catalogue } from '@/shared/i18n';

export default {
  'profile.notFound': 'لم يُعثر على الملف الشخصي',
  'profile.loadFailed': 'تعذّر تحميل الملف الشخصي',
  'profile.viewLimitReached': 'بلغت الحد اليومي لمشاهدة الملفات الشخصية',
  'profile.birthDateHint': 'يجب أن يكون عمرك 18 عامًا على الأقل لاستخدام هذه الخدمة.',
  'profile.saveFailed': 'حدث خطأ أثناء تحديث الملف الشخصي',
} satisfies Catalogue;
