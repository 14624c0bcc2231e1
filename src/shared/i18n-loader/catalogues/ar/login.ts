import type { Catalogue } from '@/shared/i18n';

export default {
  'login.documentTitle': 'تسجيل الدخول',
  'login.loadingSession': 'جارٍ تحميل جلستك',
  'login.title': 'مرحبًا بعودتك',
  'login.subtitle': 'سجّل الدخول لترى توافقاتك ورسائلك.',
  'login.withGoogle': 'المتابعة باستخدام Google',
  'login.orEmail': 'أو تابع بالبريد الإلكتروني',
  'login.email': 'البريد الإلكتروني',
  'login.password': 'كلمة المرور',
  'login.signIn': 'تسجيل الدخول',
  'login.signingIn': 'جارٍ تسجيل الدخول…',
  'login.noAccount': 'ليس لديك حساب؟',
  'login.signUp': 'أنشئ حسابًا',
} satisfies Catalogue;
