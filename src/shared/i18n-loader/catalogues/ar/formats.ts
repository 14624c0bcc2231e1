import type { Catalogue } from '@/shared/i18n';

export default {
  'formats.justNow': 'الآن',
} satisfies Catalogue;
