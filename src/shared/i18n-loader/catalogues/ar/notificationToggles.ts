import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationToggles.label.newMatches': 'تطابقات جديدة',
  'notificationToggles.label.messages': 'الرسائل',
  'notificationToggles.label.profileLikes': 'الإعجابات بملفك الشخصي',
  'notificationToggles.label.profileViews': 'مشاهدات ملفك الشخصي',
  'notificationToggles.label.specialOffers': 'العروض الخاصة',
  'notificationToggles.label.emailDigest': 'ملخص البريد الإلكتروني',
  'notificationToggles.label.hideMessagePreviews': 'إخفاء معاينة الرسائل',
  'notificationToggles.description.emailDigest': 'ملخص بما فاتك، مرة واحدة في اليوم على الأكثر',
  'notificationToggles.description.hideMessagePreviews': 'تُظهر الإشعارات على أجهزتك من كتب إليك، لا ما كتبه',
} satisfies Catalogue;
