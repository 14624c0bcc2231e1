import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPage.title': 'Ajustes',
  'settingsPage.profile': 'Ajustes del perfil',
  'settingsPage.subscription': 'Suscripción',
  'settingsPage.notifications': 'Notificaciones',
  'settingsPage.privacy': 'Privacidad y seguridad',
  'settingsPage.security': 'Seguridad',
  'settingsPage.blocked': 'Personas bloqueadas',
  'settingsPage.account': 'Cuenta',
} satisfies Catalogue;
