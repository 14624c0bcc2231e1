import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsNotifications.lead': 'اختر ما تريد أن نُعلمك به.',
  'settingsNotifications.loading': 'جارٍ تحميل إعدادات الإشعارات',
} satisfies Catalogue;
