import type { Catalogue } from '@/shared/i18n';

export default {
  'connectionRequest.sent': 'تم إرسال طلب التواصل!',
  'connectionRequest.duplicate': 'لقد أرسلت طلب تواصل إلى هذا الشخص من قبل',
  'connectionRequest.failed': 'تعذّر إرسال طلب التواصل',
  'connectionRequest.connect': 'تواصل',
  'connectionRequest.connectWith': 'تواصل مع {0}',
  'connectionRequest.alreadySent': 'تم إرسال طلب التواصل',
  'connectionRequest.intro': 'أرسل إلى {0} طلبًا للتواصل، مع بضع كلمات إن أردت.',
  'connectionRequest.cancel': 'إلغاء',
  'connectionRequest.send': 'إرسال الطلب',
} satisfies Catalogue;
