import { defineTexts } from '@/shared/i18n';

/** Settings → Account: deleting the account (its toasts and errors are shared/config's settingsTexts). */
export const deleteAccountTexts = defineTexts('deleteAccount', {
  open: 'Delete my account',
  title: 'Delete your account?',
  body: 'This permanently deletes your account, profile, photos, interests, connection requests and messages. It cannot be undone. Download your data first if you want to keep a copy.',
  /** The word to type (DELETE) stays as it is in every language: the function checks it. */
  typeToConfirm: (word: string) => `Type ${word} to confirm`,
  password: 'Password',
  cancel: 'Cancel',
  delete: 'Delete account',
  deleting: 'Deleting account...',
});
