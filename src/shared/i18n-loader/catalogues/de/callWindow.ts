import type { Catalogue } from '@/shared/i18n';

export default {
  'callWindow.close': 'Schließen',
} satisfies Catalogue;
