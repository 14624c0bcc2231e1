import { defineTexts } from '@/shared/i18n';

/** Signing out, here and on her other devices. */
export const signOutTexts = defineTexts('signOut', {
  logOut: 'Log out',
  signOutOthers: 'Sign out of other devices',
  signingOutOthers: 'Signing out...',
  othersSignedOut: 'Signed out of all other devices',
  othersFailed: 'Failed to sign out of other devices',
});
