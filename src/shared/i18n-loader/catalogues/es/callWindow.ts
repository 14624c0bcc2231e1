import type { Catalogue } from '@/shared/i18n';

export default {
  'callWindow.close': 'Cerrar',
} satisfies Catalogue;
