import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPage.title': 'Einstellungen',
  'settingsPage.profile': 'Profileinstellungen',
  'settingsPage.subscription': 'Abonnement',
  'settingsPage.notifications': 'Benachrichtigungen',
  'settingsPage.privacy': 'Privatsphäre und Sicherheit',
  'settingsPage.security': 'Sicherheit',
  'settingsPage.blocked': 'Blockierte Mitglieder',
  'settingsPage.account': 'Konto',
} satisfies Catalogue;
