import type { Catalogue } from '@/shared/i18n';

export default {
  'exportMyData.download': 'Meine Daten herunterladen',
  'exportMyData.preparing': 'Deine Daten werden vorbereitet …',
} satisfies Catalogue;
