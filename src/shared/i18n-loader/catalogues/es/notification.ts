import type { Catalogue } from '@/shared/i18n';

export default {
  'notification.match': '¡{0} y tú hicieron match!',
  'notification.like': 'Le gustas a {0}',
  'notification.connection_request': '{0} quiere conectar contigo',
  'notification.message': '{0} te envió un mensaje',
  'notification.profile_view': '{0} vio tu perfil',
  'notification.event_reminder': 'Recordatorio: vas a ir a {0}',
} satisfies Catalogue;
