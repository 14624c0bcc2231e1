import type { Catalogue } from '@/shared/i18n';

export default {
  'conversationList.list': 'المحادثات',
  'conversationList.search': 'ابحث في المحادثات',
  'conversationList.loading': 'جارٍ تحميل المحادثات',
  'conversationList.loadMore': 'تحميل المزيد',
  'conversationList.noMessageYet': 'لا رسائل بعد: ألقِ التحية',
  'conversationList.emptyTitle': 'لا محادثات بعد',
  'conversationList.emptyHint': 'عندما تُبدي أنت وشخص آخر اهتمامًا متبادلًا، يمكنكما تبادل الرسائل هنا.',
  'conversationList.noMatch': 'لا توجد محادثات تطابق «{0}»',
  'conversationList.unread': '{0, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
} satisfies Catalogue;
