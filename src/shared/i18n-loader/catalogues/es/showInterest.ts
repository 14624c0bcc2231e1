import type { Catalogue } from '@/shared/i18n';

export default {
  'showInterest.sent': '¡Interés enviado!',
  'showInterest.duplicate': 'Ya mostraste interés en esta persona',
  'showInterest.failed': 'No se pudo enviar el interés',
  'showInterest.showInterest': 'Mostrar interés',
  'showInterest.showInterestIn': 'Mostrar interés en {0}',
  'showInterest.intro': 'Hazle saber a {0} que te interesa.',
  'showInterest.cancel': 'Cancelar',
  'showInterest.send': 'Enviar interés',
} satisfies Catalogue;
