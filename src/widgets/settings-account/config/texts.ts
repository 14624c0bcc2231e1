import { defineTexts } from '@/shared/i18n';

/** Settings → Account: its parts' titles and what each does. */
export const accountTexts = defineTexts('account', {
  changePassword: 'Change password',
  noPassword: 'You sign in with Google, so there is no password to change.',
  downloadTitle: 'Download my data',
  downloadText: 'A JSON file of everything we hold about you: account, profile, photos, interests and messages.',
  deleteTitle: 'Delete my account',
  deleteText: 'Removes your account, profile, photos, interests and messages for good.',
});
