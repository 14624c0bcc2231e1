import type { Catalogue } from '@/shared/i18n';

export default {
  'discovery.distanceAway': 'a unos {0}',
} satisfies Catalogue;
