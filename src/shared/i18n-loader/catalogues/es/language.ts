import type { Catalogue } from '@/shared/i18n';

export default {
  'language.label': 'Idioma',
  'language.sectionTitle': 'Idioma y región',
  'language.distanceUnit': 'Unidad de distancia',
  'language.unitAutomatic': 'La de mi idioma',
  'language.unitKilometres': 'Kilómetros',
  'language.unitMiles': 'Millas',
  'language.saveFailed': 'No se pudo guardar tu idioma',
} satisfies Catalogue;
