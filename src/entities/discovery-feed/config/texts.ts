import { defineTexts } from '@/shared/i18n';

/** The feed card's words; the distance comes formatted in the reader's unit ('5 miles', '8 km'). */
export const discoveryTexts = defineTexts('discovery', {
  distanceAway: (distance: string) => `about ${distance} away`,
});
