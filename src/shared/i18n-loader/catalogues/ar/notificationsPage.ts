import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationsPage.title': 'الإشعارات',
  'notificationsPage.settingsLink': 'إعدادات الإشعارات',
  'notificationsPage.tabsLabel': 'الإشعارات المعروضة',
  'notificationsPage.all': 'الكل',
  'notificationsPage.whoViewedYou': 'من شاهد ملفك',
  'notificationsPage.loading': 'جارٍ تحميل الإشعارات',
  'notificationsPage.loadFailed': 'تعذّر تحميل الإشعارات',
  'notificationsPage.empty.all': 'لا شيء بعد. ستظهر هنا الإعجابات والتوافقات والطلبات والرسائل.',
  'notificationsPage.empty.views': 'لم يشاهد أحد ملفك الشخصي مؤخرًا.',
  'notificationsPage.day.Today': 'اليوم',
  'notificationsPage.day.Yesterday': 'أمس',
  'notificationsPage.day.Earlier': 'في وقت سابق',
  'notificationsPage.newAt': 'جديد · {0}',
} satisfies Catalogue;
