import type { Catalogue } from '@/shared/i18n';

export default {
  'usageLeft.interests': 'Te quedan {0} de tus {1} intereses de hoy',
  'usageLeft.aiAnswers': 'Te quedan {0} de tus {1} respuestas de IA de hoy',
  'usageLeft.requestCounts': 'Cuenta como uno de tus {0} intereses de hoy (te quedan {1}).',
  'usageLeft.requestCountsUnlimited': 'Cuenta como uno de tus intereses de hoy.',
} satisfies Catalogue;
