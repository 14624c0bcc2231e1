import type { Catalogue } from '@/shared/i18n';

export default {
  'exportMyData.download': 'تنزيل بياناتي',
  'exportMyData.preparing': 'جارٍ تجهيز بياناتك…',
} satisfies Catalogue;
