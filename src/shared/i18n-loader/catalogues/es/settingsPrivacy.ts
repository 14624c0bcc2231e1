import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsPrivacy.loading': 'Cargando los ajustes de privacidad',
  'settingsPrivacy.howWeHandle': 'Cómo tratamos tus datos: {0}',
  'settingsPrivacy.privacyPolicy': 'Política de privacidad',
} satisfies Catalogue;
