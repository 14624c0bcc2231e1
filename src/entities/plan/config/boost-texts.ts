import { defineTexts } from '@/shared/i18n';

/** What the app says of boosts (docs/plans.md, Boosts). */
export const boostTexts = defineTexts('boost', {
  boost: 'Boost',
  /** The button's tooltip: what it does. */
  boostHint: 'Boost: 30 minutes first in the feeds of members you fit',
  boosted: (left: string) => `Boosted · ${left} left`,
  started: 'Boosted for 30 minutes: you show first to members you fit.',
  nextOn: (date: string) => `Next boost on ${date}`,
  lockedHint: 'Boosts come with a paid plan that includes them',
  settingsTitle: 'Boosts',
  left: (count: number) => (count === 1 ? '1 boost left' : `${count} boosts left`),
  none: 'Your plan has no boosts.',
});
