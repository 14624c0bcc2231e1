import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationsPage.title': 'Notificaciones',
  'notificationsPage.settingsLink': 'Ajustes de notificaciones',
  'notificationsPage.tabsLabel': 'Notificaciones que mostrar',
  'notificationsPage.all': 'Todas',
  'notificationsPage.whoViewedYou': 'Quién vio tu perfil',
  'notificationsPage.loading': 'Cargando notificaciones',
  'notificationsPage.loadFailed': 'No se pudieron cargar las notificaciones',
  'notificationsPage.empty.all': 'Aún no hay nada. Aquí verás los me gusta, matches, solicitudes y mensajes.',
  'notificationsPage.empty.views': 'Nadie ha visto tu perfil últimamente.',
  'notificationsPage.day.Today': 'Hoy',
  'notificationsPage.day.Yesterday': 'Ayer',
  'notificationsPage.day.Earlier': 'Antes',
  'notificationsPage.newAt': 'Nueva · {0}',
} satisfies Catalogue;
