import { defineTexts } from '@/shared/i18n';

// Settings → Security. SPEC has no words for two-step sign-in; these follow its tone: short and plain,
// 'X added successfully' / 'Failed to X'.

export const securityTexts = defineTexts('security', {
  appTitle: 'Authenticator app',
  appIntro:
    'Two-step sign-in: after your password, Ascend asks for a code from an app on your phone (Google Authenticator, 1Password, Authy…). Someone who learns your password still cannot get in.',
  noApp: 'Two-step sign-in is off.',
  addApp: 'Add authenticator app',
  addedOn: (date: string) => `Added ${date}`,
  notConfirmed: 'Not confirmed yet',
  remove: 'Remove',
  /** Remove's accessible name: which app it removes. */
  removeApp: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this authenticator app?',
  removeText: (name: string) =>
    `Ascend will stop asking for codes from ${name}. If it is your only app, two-step sign-in turns off and your recovery codes stop working.`,
  removing: 'Removing...',
  removed: 'Authenticator app removed',
  cancel: 'Cancel',
  loadFailed: 'Failed to load your sign-in methods',

  // Adding an app, step by step.
  addTitle: 'Add an authenticator app',
  nameLabel: 'Name',
  nameHint: 'So you can tell your apps apart, e.g. "Phone".',
  defaultName: 'Phone',
  continue: 'Continue',
  starting: 'Starting...',
  scanText: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Key to type',
  confirmText: 'Then enter the 6-digit code the app shows.',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  added: 'Authenticator app added',

  // Recovery codes.
  codesTitle: 'Recovery codes',
  codesIntro: 'If you lose your phone, a recovery code signs you in instead of the app. Each code works once.',
  codesLeft: (count: number) => `${count} of 10 recovery codes left.`,
  generate: 'Create new recovery codes',
  generating: 'Creating...',
  generateFailed: 'Failed to create recovery codes',
  shownOnceTitle: 'Save your recovery codes',
  shownOnce:
    'Keep these somewhere safe, away from your phone: a password manager or a printout. They are shown only now; creating new ones makes these stop working.',
  codesLabel: 'Your recovery codes',
  copy: 'Copy',
  copied: 'Recovery codes copied',
  copyFailed: 'Failed to copy. Please select the codes and copy them by hand.',
  download: 'Download',
  downloadName: 'ascend-recovery-codes.txt',
  saved: 'I have saved them',

  // Sessions.
  devicesTitle: 'Devices',
  devicesIntro: 'Signed in somewhere you no longer use? End every session but this one.',
});
