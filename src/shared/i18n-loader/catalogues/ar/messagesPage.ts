import type { Catalogue } from '@/shared/i18n';

export default {
  'messagesPage.title': 'الرسائل',
  'messagesPage.conversationList': 'قائمة المحادثات',
  'messagesPage.loadingConversation': 'جارٍ تحميل المحادثة',
  'messagesPage.conversationWith': 'محادثة مع {0}',
  'messagesPage.viewProfile': 'عرض الملف الشخصي',
} satisfies Catalogue;
