import type { Catalogue } from '@/shared/i18n';

export default {
  'thread.today': 'Hoy',
  'thread.yesterday': 'Ayer',
  'thread.typing': '{0} está escribiendo…',
  'thread.sent': 'Enviado',
  'thread.read': 'Leído',
  'thread.back': 'Volver a las conversaciones',
  'thread.viewProfile': 'Ver perfil',
  'thread.online': 'En línea',
  'thread.loading': 'Cargando mensajes',
  'thread.messages': 'Mensajes con {0}',
  'thread.conversation': 'Conversación con {0}',
} satisfies Catalogue;
