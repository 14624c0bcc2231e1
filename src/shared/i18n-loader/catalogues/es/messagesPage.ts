import type { Catalogue } from '@/shared/i18n';

export default {
  'messagesPage.title': 'Mensajes',
  'messagesPage.conversationList': 'Lista de conversaciones',
  'messagesPage.loadingConversation': 'Cargando la conversación',
  'messagesPage.conversationWith': 'Conversación con {0}',
  'messagesPage.viewProfile': 'Ver perfil',
} satisfies Catalogue;
