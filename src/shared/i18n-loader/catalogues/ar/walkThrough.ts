import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThrough.documentTitle': 'أهلًا بك في Ascend',
  'walkThrough.stepsLabel': 'خطواتك الأولى',
  'walkThrough.loadingProfile': 'جارٍ تحميل ملفك الشخصي',
  'walkThrough.optional': 'اختياري',
  'walkThrough.cityLabel': 'المدينة',
  'walkThrough.back': 'رجوع',
  'walkThrough.skip': 'تخطَّ الآن',
  'walkThrough.next': 'متابعة',
  'walkThrough.finish': 'إنهاء',
  'walkThrough.loadingPhotos': 'جارٍ تحميل صورك',
  'walkThrough.logOut': 'تسجيل الخروج',
} satisfies Catalogue;
