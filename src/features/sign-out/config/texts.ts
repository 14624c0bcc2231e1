export const signOutTexts = {
  signOutOthers: 'Sign out of other devices',
  signingOutOthers: 'Signing out...',
  othersSignedOut: 'Signed out of all other devices',
  othersFailed: 'Failed to sign out of other devices',
} as const;
