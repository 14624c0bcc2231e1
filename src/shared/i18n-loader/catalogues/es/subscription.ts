import type { Catalogue } from '@/shared/i18n';

export default {
  'subscription.loadFailed': 'No se pudo cargar tu plan',
  'subscription.loading': 'Cargando tu plan',
  'subscription.nextBilling': 'Próxima fecha de cobro: {0}',
  'subscription.trialThenPrice': 'Prueba gratuita hasta el {0}; después, {1} al mes.',
  'subscription.trialUntil': 'Prueba gratuita hasta el {0}.',
  'subscription.trialCancelled': 'Tu prueba gratuita termina el {0}; no se te cobrará nada. {1} termina el {2}.',
  'subscription.trialCancelledThen': 'Tu prueba gratuita termina el {0}; no se te cobrará nada. {1} termina ese mismo día.',
  'subscription.endsOn': '{0} termina el {1}; no se te volverá a cobrar.',
  'subscription.usageTitle': 'Hoy',
  'subscription.usage.interests': 'Intereses',
  'subscription.usage.messages': 'Mensajes',
  'subscription.usage.aiAnswers': 'Respuestas de IA',
  'subscription.usage.profileViews': 'Perfiles vistos',
  'subscription.usage.photos': 'Fotos',
  'subscription.usedOf': '{0} de {1}',
  'subscription.usedUnlimited': '{0} (ilimitado)',
  'subscription.cancelConsequence': 'Mantienes {0} hasta el {1}. Después, tu plan pasa a ser Free.',
  'subscription.cancelConsequenceNoDate': 'Mantienes {0} hasta el final de este periodo. Después, tu plan pasa a ser Free.',
  'subscription.trialCancelConsequence': 'Tu prueba gratuita termina el {1} y no se te cobrará nada. Mantienes {0} hasta el {2}. Después, tu plan pasa a ser Free.',
} satisfies Catalogue;
