import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'Wird geladen',
  'common.tryAgain': 'Noch einmal versuchen',
  'common.messageOptional': 'Nachricht (optional)',
  'common.defaultDocumentTitle': 'Ascend — lerne Menschen kennen, die es wert sind',
  'common.siteDescription': 'Ascend: Dating für Erwachsene, mit KI-Helfern, die Profile, Gespräche und erste Dates besser und sicherer machen.',
} satisfies Catalogue;
