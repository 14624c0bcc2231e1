import type { Catalogue } from '@/shared/i18n';

export default {
  'pricing.documentTitle': 'Precios',
  'pricing.title': 'Elige tu plan',
  'pricing.trial': 'Todos los planes empiezan con una prueba gratis de {0, plural, one {# día} other {# días}}. Cancela cuando quieras.',
  'pricing.loading': 'Cargando planes',
} satisfies Catalogue;
