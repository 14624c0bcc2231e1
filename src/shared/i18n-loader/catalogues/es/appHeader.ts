import type { Catalogue } from '@/shared/i18n';

export default {
  'appHeader.home': 'Inicio de Ascend',
  'appHeader.messages': '{0, plural, =0 {Mensajes} one {Mensajes, # sin leer} other {Mensajes, # sin leer}}',
  'appHeader.notifications': 'Notificaciones',
  'appHeader.notificationsUnread': 'Notificaciones, {0} sin leer',
  'appHeader.likes': '{0, plural, =0 {Me gusta} one {Me gusta, # pendiente} other {Me gusta, # pendientes}}',
  'appHeader.preferences': 'Preferencias de citas',
  'appHeader.accountMenu': 'Menú de la cuenta',
  'appHeader.editProfile': 'Editar perfil',
  'appHeader.analytics': 'Estadísticas',
  'appHeader.events': 'Eventos',
  'appHeader.personality': 'Personalidad',
  'appHeader.settings': 'Ajustes',
  'appHeader.plans': 'Planes',
  'appHeader.contactSupport': 'Contactar con soporte',
  'appHeader.logOut': 'Cerrar sesión',
} satisfies Catalogue;
