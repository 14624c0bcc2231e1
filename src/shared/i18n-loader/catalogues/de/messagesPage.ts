import type { Catalogue } from '@/shared/i18n';

export default {
  'messagesPage.title': 'Nachrichten',
  'messagesPage.conversationList': 'Liste der Unterhaltungen',
  'messagesPage.loadingConversation': 'Unterhaltung wird geladen',
  'messagesPage.conversationWith': 'Unterhaltung mit {0}',
  'messagesPage.viewProfile': 'Profil ansehen',
} satisfies Catalogue;
