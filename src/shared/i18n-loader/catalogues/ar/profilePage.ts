import type { Catalogue } from '@/shared/i18n';

export default {
  'profilePage.title': 'الملف الشخصي',
  'profilePage.loading': 'جارٍ تحميل الملف الشخصي',
  'profilePage.returnHome': 'العودة إلى الرئيسية',
  'profilePage.editProfile': 'تعديل الملف الشخصي',
  'profilePage.nameAge': '{0}، {1}',
  'profilePage.lastActive': 'آخر نشاط: {0}',
  'profilePage.about': 'نبذة',
  'profilePage.interests': 'الاهتمامات',
  'profilePage.relationshipGoals': 'أهداف العلاقة',
  'profilePage.details': 'التفاصيل',
  'profilePage.itsAMatch': 'إنه توافق!',
  'profilePage.message': 'مراسلة',
  'profilePage.messageName': 'راسل {0}',
  'profilePage.interestedInYou': '{0} مهتم بك.',
  'profilePage.interestSent': 'تم إرسال الاهتمام',
} satisfies Catalogue;
