import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'Wird geladen',
  'common.tryAgain': 'Noch einmal versuchen',
  'common.messageOptional': 'Nachricht (optional)',
  'common.defaultDocumentTitle': 'Ascend — lerne Menschen kennen, die es wert sind',
} satisfies Catalogue;
