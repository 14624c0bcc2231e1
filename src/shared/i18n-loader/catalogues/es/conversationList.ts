import type { Catalogue } from '@/shared/i18n';

export default {
  'conversationList.list': 'Conversaciones',
  'conversationList.search': 'Buscar conversaciones',
  'conversationList.loading': 'Cargando conversaciones',
  'conversationList.loadMore': 'Cargar más',
  'conversationList.noMessageYet': 'Aún no hay mensajes: saluda',
  'conversationList.emptyTitle': 'Aún no tienes conversaciones',
  'conversationList.emptyHint': 'Cuando tú y otra persona muestren interés mutuo, podrán escribirse aquí.',
  'conversationList.noMatch': 'Ninguna conversación coincide con «{0}»',
  'conversationList.unread': '{0, plural, one {# sin leer} other {# sin leer}}',
} satisfies Catalogue;
