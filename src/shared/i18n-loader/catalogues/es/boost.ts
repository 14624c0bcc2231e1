import type { Catalogue } from '@/shared/i18n';

export default {
  'boost.boost': 'Impulso',
  'boost.boostHint': 'Impulso: 30 minutos en primer lugar para quienes encajan contigo',
  'boost.boosted': 'Impulso activo · quedan {0}',
  'boost.started': 'Impulso activado durante 30 minutos: apareces primero para quienes encajan contigo.',
  'boost.nextOn': 'Próximo impulso el {0}',
  'boost.lockedHint': 'Los impulsos vienen con los planes de pago que los incluyen',
  'boost.settingsTitle': 'Impulsos',
  'boost.left': '{0, plural, one {Te queda # impulso} other {Te quedan # impulsos}}',
  'boost.none': 'Tu plan no incluye impulsos.',
} satisfies Catalogue;
