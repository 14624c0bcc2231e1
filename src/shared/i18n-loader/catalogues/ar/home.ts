import type { Catalogue } from '@/shared/i18n';

export default {
  'home.title': 'اكتشف',
  'home.nudgeLabel': 'اكتمال الملف الشخصي',
  'home.completeProfile': 'أكمل ملفك',
  'home.nudgeTitle': 'اكتمل ملفك الشخصي بنسبة {0}%',
  'home.nudgeBody': 'الملفات الأكمل تلقى اهتمامًا أكبر. أضف {0}.',
  'home.percentComplete': 'مكتمل بنسبة {0}%',
  'home.reviewLabel': 'الملف الشخصي قيد المراجعة',
  'home.reviewTitle': 'ملفك مخفي من «اكتشف» بينما نراجع بلاغات بشأنه',
  'home.reviewBody': 'تستمر توافقاتك ومحادثاتك كما كانت. إذا رأيت أن هذا خطأ، {0}.',
  'home.contactUs': 'تواصل معنا',
} satisfies Catalogue;
