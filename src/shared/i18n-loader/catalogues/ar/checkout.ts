import type { Catalogue } from '@/shared/i18n';

export default {
  'checkout.updated': 'تم تحديث الاشتراك بنجاح!',
  'checkout.failed': 'تعذّرت معالجة الاشتراك. يُرجى المحاولة مرة أخرى.',
  'checkout.cancel': 'إلغاء الاشتراك',
  'checkout.cancelTitle': 'هل تريد إلغاء اشتراكك؟',
  'checkout.keep': 'الإبقاء على الاشتراك',
  'checkout.resume': 'استئناف الاشتراك',
  'checkout.notSetUp': 'لم يتم إعداد المدفوعات بعد، لذا لا يمكن شراء الخطط حاليًا.',
} satisfies Catalogue;
