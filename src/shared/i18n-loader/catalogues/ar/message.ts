import type { Catalogue } from '@/shared/i18n';

export default {
  'message.loadConversationsFailed': 'تعذّر تحميل المحادثات',
  'message.loadMessagesFailed': 'تعذّر تحميل الرسائل',
  'message.sendFailed': 'تعذّر إرسال الرسالة',
  'message.selectConversation': 'اختر محادثة',
  'message.ownPrefix': 'أنت: ',
  'message.conversationEnded': 'انتهت هذه المحادثة.',
  'message.backToConversations': 'العودة إلى محادثاتك',
  'message.notMatched': 'لا يتراسل إلا المتوافقون. أبدِ اهتمامك، وعندما يكون متبادلًا يمكنك الكتابة هنا.',
} satisfies Catalogue;
