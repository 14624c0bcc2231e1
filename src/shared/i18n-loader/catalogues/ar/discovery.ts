import type { Catalogue } from '@/shared/i18n';

export default {
  'discovery.distanceAway': 'على بعد {0} تقريبًا',
} satisfies Catalogue;
