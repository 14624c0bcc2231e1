import { defineTexts } from '@/shared/i18n';

// The words of passkeys (Settings → Security, the sign-in page). SPEC has none of its own; these
// follow its tone: short and plain.

export const passkeyTexts = defineTexts('passkey', {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey...',
  title: 'Passkeys',
  intro: 'Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your device and cannot be phished.',
  none: 'You have no passkeys yet.',
  add: 'Add a passkey',
  addTitle: 'Add a passkey',
  addText: 'Give it a name you will recognise, such as the device it is on. Your browser will then ask you to create it.',
  nameLabel: 'Name',
  defaultName: 'My passkey',
  create: 'Create passkey',
  creating: 'Waiting for your device...',
  added: 'Passkey added. You can now sign in with it.',
  addedOn: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `last used ${date}`,
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove this passkey?',
  removeText: (name: string) => `You will no longer be able to sign in with "${name}". You can add it again later.`,
  removed: 'Passkey removed.',
  confirmTitle: 'Confirm with a passkey',
  confirmText: 'To remove a passkey, first confirm it is you with one of your passkeys.',
  confirm: 'Use a passkey',
  cancel: 'Cancel',
  loadFailed: 'Your passkeys could not be loaded.',
  /** What went wrong, as the member reads it: the server's codes and the browser's refusals. */
  errors: {
    cancelled: 'The passkey request was cancelled or timed out. Please try again.',
    unsupported: 'This browser cannot use passkeys. Sign in with your password instead.',
    passkey_exists: 'This device already has a passkey for your account.',
    webauthn_credential_exists: 'This device already has a passkey for your account.',
    webauthn_challenge_expired: 'The passkey request has expired. Please try again.',
    webauthn_challenge_not_found: 'The passkey request has expired. Please try again.',
    webauthn_verification_failed: 'This passkey could not be verified, or is no longer on an account here. Try again, or sign in with your password and add it again.',
    passkey_disabled: 'Passkeys are not available on this server yet.',
    too_many_passkeys: 'You have added as many passkeys as you can. Remove one first.',
    insufficient_aal: 'Please confirm it is you first.',
    other_account: 'That passkey belongs to another account. Use one of this account\'s passkeys.',
    user_banned: 'This account is suspended.',
    email_not_confirmed: 'Please confirm your e-mail address first, with the link we sent you.',
    network: 'You seem to be offline. Check your connection and try again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    fallback: 'Something went wrong with the passkey. Please try again.',
  },
});

/** The refusals, read when one is mapped (in the reader's language then). */
export const passkeyErrorMessages = passkeyTexts.errors;
