import type { Catalogue } from '@/shared/i18n';

export default {
  'signInStep.documentTitle': 'تسجيل الدخول بخطوتين',
  'signInStep.title': 'تسجيل الدخول بخطوتين',
  'signInStep.subtitle': 'حسابك محمي بتطبيق مصادقة. أدخل الرمز الذي يعرضه لإتمام تسجيل الدخول.',
  'signInStep.notYou': 'لست أنت، أو لا يمكنك الوصول إلى تطبيقك؟',
  'signInStep.signOut': 'تسجيل الخروج',
} satisfies Catalogue;
