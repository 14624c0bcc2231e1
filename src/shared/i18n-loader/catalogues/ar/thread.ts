import type { Catalogue } from '@/shared/i18n';

export default {
  'thread.today': 'اليوم',
  'thread.yesterday': 'أمس',
  'thread.typing': '{0} يكتب…',
  'thread.sent': 'أُرسلت',
  'thread.read': 'قُرئت',
  'thread.back': 'العودة إلى المحادثات',
  'thread.viewProfile': 'عرض الملف الشخصي',
  'thread.online': 'متصل الآن',
  'thread.loading': 'جارٍ تحميل الرسائل',
  'thread.messages': 'الرسائل مع {0}',
  'thread.conversation': 'محادثة مع {0}',
} satisfies Catalogue;
