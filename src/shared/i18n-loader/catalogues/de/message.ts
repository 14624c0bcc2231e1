import type { Catalogue } from '@/shared/i18n';

export default {
  'message.loadConversationsFailed': 'Unterhaltungen konnten nicht geladen werden',
  'message.loadMessagesFailed': 'Nachrichten konnten nicht geladen werden',
  'message.sendFailed': 'Nachricht konnte nicht gesendet werden',
  'message.selectConversation': 'Wähle eine Unterhaltung',
  'message.ownPrefix': 'Du: ',
  'message.conversationEnded': 'Diese Unterhaltung ist beendet.',
  'message.backToConversations': 'Zurück zu deinen Unterhaltungen',
  'message.notMatched': 'Nur Matches können sich schreiben. Zeig Interesse – sobald es gegenseitig ist, kannst du hier schreiben.',
} satisfies Catalogue;
