import type { Catalogue } from '@/shared/i18n';

export default {
  'checkout.updated': '¡Suscripción actualizada!',
  'checkout.failed': 'No se pudo procesar la suscripción. Inténtalo de nuevo.',
  'checkout.cancel': 'Cancelar suscripción',
  'checkout.cancelTitle': '¿Cancelar tu suscripción?',
  'checkout.keep': 'Mantener suscripción',
  'checkout.resume': 'Reanudar suscripción',
  'checkout.notSetUp': 'Los pagos aún no están configurados, así que por ahora no se pueden comprar planes.',
} satisfies Catalogue;
