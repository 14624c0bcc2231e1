import type { Catalogue } from '@/shared/i18n';

export default {
  'changePassword.formLabel': 'تغيير كلمة المرور',
  'changePassword.currentPassword': 'كلمة المرور الحالية',
  'changePassword.newPassword': 'كلمة المرور الجديدة',
  'changePassword.confirmPassword': 'تأكيد كلمة المرور الجديدة',
  'changePassword.update': 'تحديث كلمة المرور',
  'changePassword.updating': 'جارٍ تحديث كلمة المرور…',
} satisfies Catalogue;
