import type { Catalogue } from '@/shared/i18n';

export default {
  'site.description': 'Ascend: citas para adultos, con asistentes de IA que hacen mejores y más seguros los perfiles, las conversaciones y las primeras citas.',
} satisfies Catalogue;
