import type { Catalogue } from '@/shared/i18n';

export default {
  'register.title': 'أنشئ حسابك',
  'register.subtitle': 'انضم إلى Ascend لتلتقي بأشخاص يستحقون اللقاء.',
  'register.username': 'اسم المستخدم',
  'register.firstName': 'الاسم الأول',
  'register.lastName': 'اسم العائلة',
  'register.email': 'البريد الإلكتروني',
  'register.password': 'كلمة المرور',
  'register.gender': 'الجنس',
  'register.birthDate': 'تاريخ الميلاد',
  'register.age': '{0, plural, one {العمر: عام واحد} two {العمر: عامان} few {العمر: # أعوام} many {العمر: # عامًا} other {العمر: # عام}}',
  'register.creating': 'جارٍ إنشاء الحساب…',
  'register.create': 'إنشاء حساب',
  'register.haveAccount': 'لديك حساب بالفعل؟',
  'register.signIn': 'سجّل الدخول',
  'register.agree': 'أوافق على {0} و{1}',
  'register.termsOfService': 'شروط الخدمة',
  'register.privacyPolicy': 'سياسة الخصوصية',
} satisfies Catalogue;
