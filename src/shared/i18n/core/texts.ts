import { defineTexts } from './define-texts';

/** The formats' own words: SPEC §9's 'Just now' (the rest of a relative time is Intl's). */
export const formatTexts = defineTexts('formats', {
  justNow: 'Just now',
});

/** The language and unit choices (the public footer, Settings → Language & region). */
export const languageTexts = defineTexts('language', {
  label: 'Language',
  sectionTitle: 'Language & region',
  distanceUnit: 'Distance unit',
  unitAutomatic: 'As my language uses',
  unitKilometres: 'Kilometres',
  unitMiles: 'Miles',
  saveFailed: 'Failed to save your language',
});
