import type { Catalogue } from '@/shared/i18n';

export default {
  'thread.today': 'Heute',
  'thread.yesterday': 'Gestern',
  'thread.typing': '{0} schreibt …',
  'thread.sent': 'Gesendet',
  'thread.read': 'Gelesen',
  'thread.back': 'Zurück zu den Unterhaltungen',
  'thread.viewProfile': 'Profil ansehen',
  'thread.online': 'Online',
  'thread.loading': 'Nachrichten werden geladen',
  'thread.messages': 'Nachrichten mit {0}',
  'thread.conversation': 'Unterhaltung mit {0}',
} satisfies Catalogue;
