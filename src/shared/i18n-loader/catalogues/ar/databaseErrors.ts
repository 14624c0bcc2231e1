import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseErrors.offline': 'لا يوجد اتصال بالإنترنت. تحقّق من شبكتك ثم حاول مرة أخرى.',
  'databaseErrors.PGRST301': 'انتهاك لسياسة الأمان على مستوى الصفوف في قاعدة البيانات',
  'databaseErrors.PGRST204': 'تنسيق JSON غير صالح',
  'databaseErrors.42703': 'خطأ في مخطط قاعدة البيانات',
  'databaseErrors.23505': 'اسم المستخدم هذا محجوز بالفعل',
  'databaseErrors.network': 'خطأ في الاتصال بالشبكة. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  'databaseErrors.fallback': 'حدث خطأ. حاول مرة أخرى.',
} satisfies Catalogue;
