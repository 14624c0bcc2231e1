import type { Catalogue } from '@/shared/i18n';

export default {
  'account.changePassword': 'تغيير كلمة المرور',
  'account.noPassword': 'تسجّل الدخول باستخدام Google، لذا لا توجد كلمة مرور لتغييرها.',
  'account.downloadTitle': 'تنزيل بياناتي',
  'account.downloadText': 'ملف JSON يضم كل ما نحتفظ به عنك: الحساب والملف الشخصي والصور والاهتمامات والرسائل.',
  'account.deleteTitle': 'حذف حسابي',
  'account.deleteText': 'يحذف حسابك وملفك الشخصي وصورك واهتماماتك ورسائلك نهائيًا.',
} satisfies Catalogue;
