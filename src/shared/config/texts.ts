// The texts of the profile page, Settings and the account actions, each written once. SPEC §8 gives
// a few ('Profile not found', 'Failed to load profile'); the rest follow its tone: short and plain,
// 'X updated successfully' / 'Failed to X'. Read in the reader's language (docs/i18n.md).
import { defineTexts } from '@/shared/i18n';

/** Sign-in, sign-out and account deletion share one toast: the newest replaces the one before. */
export const AUTH_TOAST_ID = 'auth-event';

export const profileTexts = defineTexts('profile', {
  notFound: 'Profile not found',
  loadFailed: 'Failed to load profile',
  // Past the plan's profile views a day (docs/plans.md, Limits); the database's message follows it.
  viewLimitReached: 'Daily profile views reached',
  // SPEC §5 and §8: the birth date's hint and a failed save, wherever the own profile is edited.
  birthDateHint: 'You must be at least 18 years old to use this service.',
  saveFailed: 'Error updating profile',
});

/** The word a member types to delete her account: the server checks it, so it is the same in every language. */
export const DELETE_CONFIRM_WORD = 'DELETE';

export const settingsTexts = defineTexts('settings', {
  notificationsFailed: 'Failed to save notification settings',
  privacyFailed: 'Failed to save privacy settings',
  passwordChanged: 'Password updated successfully',
  passwordFailed: 'Failed to update password',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  passwordsDiffer: 'Passwords do not match',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  dataDownloaded: 'Your data has been downloaded',
  exportFailed: 'Failed to download your data',
  accountDeleted: 'Your account has been deleted',
  deleteFailed: 'Failed to delete account',
});
