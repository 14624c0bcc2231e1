export const signInStepTexts = {
  documentTitle: 'Two-step sign-in',
  title: 'Two-step sign-in',
  subtitle: 'Your account is protected with an authenticator app. Enter its code to finish signing in.',
  notYou: 'Not you, or no access to your app?',
  signOut: 'Sign out',
} as const;
