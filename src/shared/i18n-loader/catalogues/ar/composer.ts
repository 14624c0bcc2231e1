import type { Catalogue } from '@/shared/i18n';

export default {
  'composer.label': 'الرسالة',
  'composer.send': 'إرسال',
  'composer.sending': 'جارٍ الإرسال…',
  'composer.retry': 'إعادة المحاولة',
  'composer.discard': 'تجاهل',
  'composer.confirmTitle': 'هل أنت متأكد؟',
  'composer.confirmIntro': 'قبل أن ترسل هذه الرسالة:',
  'composer.editMessage': 'تعديل الرسالة',
  'composer.sendAnyway': 'أرسلها على أي حال',
} satisfies Catalogue;
