import type { Catalogue } from '@/shared/i18n';

export default {
  'unsubscribe.title': 'إلغاء الاشتراك في رسائل الملخص',
  'unsubscribe.intro': 'أوقف الرسالة اليومية التي تلخّص ما فاتك على Ascend.',
  'unsubscribe.unsubscribe': 'إلغاء الاشتراك',
  'unsubscribe.unsubscribing': 'جارٍ إلغاء الاشتراك…',
  'unsubscribe.done': 'لن تصلك رسائل الملخص بعد الآن. يمكنك إعادة تفعيلها من الإعدادات ← الإشعارات.',
  'unsubscribe.invalidLink': 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف رسائل الملخص من الإعدادات ← الإشعارات.',
  'unsubscribe.failed': 'تعذّر إلغاء الاشتراك. يُرجى المحاولة مرة أخرى.',
  'unsubscribe.settingsLink': 'الانتقال إلى الإعدادات',
} satisfies Catalogue;
