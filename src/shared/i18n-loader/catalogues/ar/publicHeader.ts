import type { Catalogue } from '@/shared/i18n';

export default {
  'publicHeader.home': 'الصفحة الرئيسية لـ Ascend',
  'publicHeader.pricing': 'الأسعار',
  'publicHeader.signIn': 'تسجيل الدخول',
} satisfies Catalogue;
