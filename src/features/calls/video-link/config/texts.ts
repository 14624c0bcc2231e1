import { defineTexts } from '@/shared/i18n';

/** The call window's own words (the call's others are entities/call's callTexts). */
export const callWindowTexts = defineTexts('callWindow', {
  close: 'Close',
});
