import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationsPage.title': 'Benachrichtigungen',
  'notificationsPage.settingsLink': 'Benachrichtigungseinstellungen',
  'notificationsPage.tabsLabel': 'Angezeigte Benachrichtigungen',
  'notificationsPage.all': 'Alle',
  'notificationsPage.whoViewedYou': 'Wer dich angesehen hat',
  'notificationsPage.loading': 'Benachrichtigungen werden geladen',
  'notificationsPage.loadFailed': 'Benachrichtigungen konnten nicht geladen werden',
  'notificationsPage.empty.all': 'Noch nichts da. Hier erscheinen Likes, Matches, Anfragen und Nachrichten.',
  'notificationsPage.empty.views': 'In letzter Zeit hat niemand dein Profil angesehen.',
  'notificationsPage.day.Today': 'Heute',
  'notificationsPage.day.Yesterday': 'Gestern',
  'notificationsPage.day.Earlier': 'Früher',
  'notificationsPage.newAt': 'Neu · {0}',
} satisfies Catalogue;
