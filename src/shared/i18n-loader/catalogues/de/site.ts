import type { Catalogue } from '@/shared/i18n';

export default {
  'site.description': 'Ascend: Dating für Erwachsene, mit KI-Helfern, die Profile, Gespräche und erste Dates besser und sicherer machen.',
} satisfies Catalogue;
