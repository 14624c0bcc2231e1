import type { Catalogue } from '@/shared/i18n';

export default {
  'authCallback.documentTitle': 'جارٍ تسجيل الدخول',
  'authCallback.loading': 'جارٍ تسجيل دخولك',
} satisfies Catalogue;
