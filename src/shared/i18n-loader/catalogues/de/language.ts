import type { Catalogue } from '@/shared/i18n';

export default {
  'language.label': 'Sprache',
  'language.sectionTitle': 'Sprache und Region',
  'language.distanceUnit': 'Entfernungseinheit',
  'language.unitAutomatic': 'Wie in meiner Sprache üblich',
  'language.unitKilometres': 'Kilometer',
  'language.unitMiles': 'Meilen',
  'language.saveFailed': 'Deine Sprache konnte nicht gespeichert werden',
} satisfies Catalogue;
