import type { Catalogue } from '@/shared/i18n';

export default {
  'settings.notificationsFailed': 'تعذّر حفظ إعدادات الإشعارات',
  'settings.privacyFailed': 'تعذّر حفظ إعدادات الخصوصية',
  'settings.passwordChanged': 'تم تحديث كلمة المرور بنجاح',
  'settings.passwordFailed': 'تعذّر تحديث كلمة المرور',
  'settings.currentPasswordRequired': 'يُرجى إدخال كلمة المرور الحالية',
  'settings.currentPasswordWrong': 'كلمة المرور الحالية غير صحيحة',
  'settings.samePassword': 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية',
  'settings.passwordsDiffer': 'كلمتا المرور غير متطابقتين',
  'settings.tooManyAttempts': 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'settings.dataDownloaded': 'تم تنزيل بياناتك',
  'settings.exportFailed': 'تعذّر تنزيل بياناتك',
  'settings.accountDeleted': 'تم حذف حسابك',
  'settings.deleteFailed': 'تعذّر حذف الحساب',
} satisfies Catalogue;
