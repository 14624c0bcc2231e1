import type { Catalogue } from '@/shared/i18n';

export default {
  'appHeader.home': 'الصفحة الرئيسية لـ Ascend',
  'appHeader.messages': '{0, plural, =0 {الرسائل} one {الرسائل، رسالة واحدة غير مقروءة} two {الرسائل، رسالتان غير مقروءتين} few {الرسائل، # رسائل غير مقروءة} many {الرسائل، # رسالة غير مقروءة} other {الرسائل، # رسالة غير مقروءة}}',
  'appHeader.notifications': 'الإشعارات',
  'appHeader.notificationsUnread': 'الإشعارات، {0} غير مقروءة',
  'appHeader.likes': '{0, plural, =0 {الإعجابات} one {الإعجابات، إعجاب واحد بانتظار الرد} two {الإعجابات، إعجابان بانتظار الرد} few {الإعجابات، # إعجابات بانتظار الرد} many {الإعجابات، # إعجابًا بانتظار الرد} other {الإعجابات، # إعجاب بانتظار الرد}}',
  'appHeader.preferences': 'تفضيلات المواعدة',
  'appHeader.accountMenu': 'قائمة الحساب',
  'appHeader.editProfile': 'تعديل الملف الشخصي',
  'appHeader.analytics': 'الإحصاءات',
  'appHeader.events': 'الفعاليات',
  'appHeader.personality': 'الشخصية',
  'appHeader.settings': 'الإعدادات',
  'appHeader.plans': 'الخطط',
  'appHeader.contactSupport': 'التواصل مع الدعم',
  'appHeader.logOut': 'تسجيل الخروج',
} satisfies Catalogue;
