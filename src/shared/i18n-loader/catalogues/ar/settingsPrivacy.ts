import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPrivacy.loading': 'جارٍ تحميل إعدادات الخصوصية',
  'settingsPrivacy.howWeHandle': 'كيف نتعامل مع بياناتك: {0}',
  'settingsPrivacy.privacyPolicy': 'سياسة الخصوصية',
} satisfies Catalogue;
