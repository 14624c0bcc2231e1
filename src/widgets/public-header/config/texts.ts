import { defineTexts } from '@/shared/i18n';

/** The visitor's header (SPEC §2). */
export const publicHeaderTexts = defineTexts('publicHeader', {
  home: 'Ascend home',
  pricing: 'Pricing',
  signIn: 'Sign in',
});
