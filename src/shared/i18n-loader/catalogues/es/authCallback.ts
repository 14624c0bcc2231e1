import type { Catalogue } from '@/shared/i18n';

export default {
  'authCallback.documentTitle': 'Iniciando sesión',
  'authCallback.loading': 'Iniciando tu sesión',
} satisfies Catalogue;
