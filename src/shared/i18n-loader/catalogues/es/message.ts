import type { Catalogue } from '@/shared/i18n';

export default {
  'message.loadConversationsFailed': 'No se pudieron cargar las conversaciones',
  'message.loadMessagesFailed': 'No se pudieron cargar los mensajes',
  'message.sendFailed': 'No se pudo enviar el mensaje',
  'message.selectConversation': 'Elige una conversación',
  'message.ownPrefix': 'Tú: ',
  'message.conversationEnded': 'Esta conversación ha terminado.',
  'message.backToConversations': 'Volver a tus conversaciones',
  'message.notMatched': 'Solo pueden escribirse quienes han hecho match. Muestra interés y, cuando sea mutuo, podrás escribir aquí.',
} satisfies Catalogue;
