import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsNotifications.lead': 'Wähle, worüber wir dich informieren.',
  'settingsNotifications.loading': 'Benachrichtigungseinstellungen werden geladen',
} satisfies Catalogue;
