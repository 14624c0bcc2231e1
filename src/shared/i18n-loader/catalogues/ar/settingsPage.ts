import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPage.title': 'الإعدادات',
  'settingsPage.profile': 'إعدادات الملف الشخصي',
  'settingsPage.subscription': 'الاشتراك',
  'settingsPage.notifications': 'الإشعارات',
  'settingsPage.privacy': 'الخصوصية والأمان',
  'settingsPage.security': 'الأمان',
  'settingsPage.blocked': 'الأعضاء المحظورون',
  'settingsPage.account': 'الحساب',
} satisfies Catalogue;
