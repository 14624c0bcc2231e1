import type { Catalogue } from '@/shared/i18n';

export default {
  'discovery.distanceAway': 'etwa {0} entfernt',
} satisfies Catalogue;
