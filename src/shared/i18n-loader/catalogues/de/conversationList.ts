import type { Catalogue } from '@/shared/i18n';

export default {
  'conversationList.list': 'Unterhaltungen',
  'conversationList.search': 'Unterhaltungen durchsuchen',
  'conversationList.loading': 'Unterhaltungen werden geladen',
  'conversationList.loadMore': 'Mehr laden',
  'conversationList.noMessageYet': 'Noch keine Nachrichten: sag Hallo',
  'conversationList.emptyTitle': 'Noch keine Unterhaltungen',
  'conversationList.emptyHint': 'Wenn du und jemand anderes beide Interesse zeigt, könnt ihr euch hier schreiben.',
  'conversationList.noMatch': 'Keine Unterhaltung passt zu „{0}“',
  'conversationList.unread': '{0, plural, one {# ungelesen} other {# ungelesen}}',
} satisfies Catalogue;
