import type { Catalogue } from '@/shared/i18n';

export default {
  'subscription.loadFailed': 'Dein Plan konnte nicht geladen werden',
  'subscription.loading': 'Dein Plan wird geladen',
  'subscription.nextBilling': 'Nächste Abrechnung: {0}',
  'subscription.trialThenPrice': 'Kostenloser Test bis {0}, danach {1} im Monat.',
  'subscription.trialUntil': 'Kostenloser Test bis {0}.',
  'subscription.trialCancelled': 'Dein kostenloser Test endet am {0}; dir wird nichts berechnet. {1} endet am {2}.',
  'subscription.trialCancelledThen': 'Dein kostenloser Test endet am {0}; dir wird nichts berechnet. {1} endet dann ebenfalls.',
  'subscription.endsOn': '{0} endet am {1}; dir wird nichts mehr berechnet.',
  'subscription.usageTitle': 'Heute',
  'subscription.usage.interests': 'Interessen',
  'subscription.usage.messages': 'Nachrichten',
  'subscription.usage.aiAnswers': 'KI-Antworten',
  'subscription.usage.profileViews': 'Angesehene Profile',
  'subscription.usage.photos': 'Fotos',
  'subscription.usedOf': '{0} von {1}',
  'subscription.usedUnlimited': '{0} (unbegrenzt)',
  'subscription.cancelConsequence': 'Du behältst {0} bis {1}. Danach hast du den Plan Free.',
  'subscription.cancelConsequenceNoDate': 'Du behältst {0} bis zum Ende dieses Zeitraums. Danach hast du den Plan Free.',
  'subscription.trialCancelConsequence': 'Dein kostenloser Test endet am {1} und dir wird nichts berechnet. Du behältst {0} bis {2}. Danach hast du den Plan Free.',
} satisfies Catalogue;
