import type { Catalogue } from '@/shared/i18n';

export default {
  'profileGrid.loadFailed': 'تعذّر تحميل الملفات الشخصية',
  'profileGrid.loading': 'جارٍ تحميل الملفات الشخصية',
  'profileGrid.loadMore': 'تحميل المزيد',
  'profileGrid.emptyTitle': 'لا يوجد أشخاص جدد لعرضهم الآن',
  'profileGrid.emptyHint': 'جرّب توسيع عوامل التصفية: مسافة أبعد، أو نطاق عمر أوسع، أو خيارات أقل.',
  'profileGrid.openPreferences': 'وسّع عوامل التصفية',
  'profileGrid.endTitle': 'شاهدت كل من يطابق عوامل التصفية لديك',
  'profileGrid.endHint': 'وسّع تفضيلاتك لتتعرّف على أشخاص أكثر.',
  'profileGrid.likedYou': 'أُعجب بك',
  'profileGrid.viewProfile': 'عرض الملف الشخصي',
  'profileGrid.viewProfileOf': 'عرض الملف الشخصي لـ {0}',
} satisfies Catalogue;
