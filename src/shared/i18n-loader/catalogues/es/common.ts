import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'Cargando',
  'common.tryAgain': 'Reintentar',
  'common.messageOptional': 'Mensaje (opcional)',
  'common.defaultDocumentTitle': 'Ascend — conoce a gente que merece la pena',
} satisfies Catalogue;
