import type { Catalogue } from '@/shared/i18n';

export default {
  'usageLeft.interests': 'Noch {0} von {1} Interessen heute',
  'usageLeft.aiAnswers': 'Noch {0} von {1} KI-Antworten heute',
  'usageLeft.requestCounts': 'Zählt als eines deiner {0} Interessen heute (noch {1}).',
  'usageLeft.requestCountsUnlimited': 'Zählt als eines deiner Interessen heute.',
} satisfies Catalogue;
