import type { Catalogue } from '@/shared/i18n';

export default {
  'notification.match': 'Du und {0} seid ein Match',
  'notification.like': '{0} mag dich',
  'notification.connection_request': '{0} möchte sich mit dir verbinden',
  'notification.message': '{0} hat dir eine Nachricht geschickt',
  'notification.profile_view': '{0} hat dein Profil angesehen',
  'notification.event_reminder': 'Erinnerung: Du gehst zu {0}',
} satisfies Catalogue;
