import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /auth/callback: the page while the provider's sign-in is finished. */
export const authCallbackTexts = defineTexts('authCallback', {
  documentTitle: 'Signing in',
  loading: 'Signing you in',
});
