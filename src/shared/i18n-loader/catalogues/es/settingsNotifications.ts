import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsNotifications.lead': 'Elige de qué quieres que te avisemos.',
  'settingsNotifications.loading': 'Cargando los ajustes de notificaciones',
} satisfies Catalogue;
