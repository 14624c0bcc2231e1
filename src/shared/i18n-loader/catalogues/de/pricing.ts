import type { Catalogue } from '@/shared/i18n';

export default {
  'pricing.documentTitle': 'Preise',
  'pricing.title': 'Wähle deinen Plan',
  'pricing.trial': 'Jeder Plan beginnt mit einer kostenlosen Testphase von {0, plural, one {# Tag} other {# Tagen}}. Jederzeit kündbar.',
  'pricing.loading': 'Pläne werden geladen',
} satisfies Catalogue;
