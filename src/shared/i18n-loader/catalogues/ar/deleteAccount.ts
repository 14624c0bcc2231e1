import type { Catalogue } from '@/shared/i18n';

export default {
  'deleteAccount.open': 'حذف حسابي',
  'deleteAccount.title': 'هل تريد حذف حسابك؟',
  'deleteAccount.body': 'سيؤدي هذا إلى حذف حسابك وملفك الشخصي وصورك واهتماماتك وطلبات التواصل ورسائلك نهائيًا، ولا يمكن التراجع عنه. نزّل بياناتك أولًا إن أردت الاحتفاظ بنسخة منها.',
  'deleteAccount.typeToConfirm': 'اكتب {0} للتأكيد',
  'deleteAccount.password': 'كلمة المرور',
  'deleteAccount.cancel': 'إلغاء',
  'deleteAccount.delete': 'حذف الحساب',
  'deleteAccount.deleting': 'جارٍ حذف الحساب…',
} satisfies Catalogue;
