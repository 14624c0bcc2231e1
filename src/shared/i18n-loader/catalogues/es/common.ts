import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'Cargando',
  'common.tryAgain': 'Reintentar',
  'common.messageOptional': 'Mensaje (opcional)',
  'common.defaultDocumentTitle': 'Ascend — conoce a gente que merece la pena',
  'common.siteDescription': 'Ascend: citas para adultos, con asistentes de IA que hacen mejores y más seguros los perfiles, las conversaciones y las primeras citas.',
} satisfies Catalogue;
