import type { Catalogue } from '@/shared/i18n';

export default {
  'authErrors.signIn': 'تعذّر تسجيل الدخول. تحقّق من بيانات الدخول.',
  'authErrors.google': 'تعذّر تسجيل الدخول باستخدام Google.',
  'authErrors.sessionLoad': 'خطأ في المصادقة. حاول مرة أخرى.',
  'authErrors.signInNetwork': 'خطأ في الاتصال بالشبكة. تحقّق من اتصالك بالإنترنت.',
  'authErrors.notAuthenticated': 'سجّل الدخول للمتابعة',
  'authErrors.callback': 'فشلت المصادقة. حاول مرة أخرى.',
  'authErrors.logout': 'تعذّر تسجيل الخروج',
  'authErrors.emailRegistered': 'هذا البريد الإلكتروني مسجّل بالفعل. سجّل الدخول بدلًا من ذلك.',
  'authErrors.registerFallback': 'تعذّر إنشاء الحساب. حاول مرة أخرى.',
  'authErrors.registered': 'تم التسجيل بنجاح! تحقّق من بريدك الإلكتروني لتأكيد حسابك.',
} satisfies Catalogue;
