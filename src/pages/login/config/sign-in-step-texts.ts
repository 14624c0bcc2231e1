import { defineTexts } from '@/shared/i18n';

/** /login/verify: the second step of signing in. */
export const signInStepTexts = defineTexts('signInStep', {
  documentTitle: 'Two-step sign-in',
  title: 'Two-step sign-in',
  subtitle: 'Your account is protected with an authenticator app. Enter its code to finish signing in.',
  notYou: 'Not you, or no access to your app?',
  signOut: 'Sign out',
});
