import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPrivacy.loading': 'Datenschutzeinstellungen werden geladen',
  'settingsPrivacy.howWeHandle': 'Wie wir mit deinen Daten umgehen: {0}',
  'settingsPrivacy.privacyPolicy': 'Datenschutzerklärung',
} satisfies Catalogue;
