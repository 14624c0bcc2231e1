import type { Catalogue } from '@/shared/i18n';

export default {
  'authCallback.documentTitle': 'Anmeldung',
  'authCallback.loading': 'Du wirst angemeldet',
} satisfies Catalogue;
