import { defineTexts } from '@/shared/i18n';

// The texts of the pages e-mail links open and of the sign-in page's e-mail help.
export const emailLinkTexts = defineTexts('emailLink', {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: "Enter the email address you signed up with and we'll send you a link to choose a new password.",
  email: 'Email address',
  sendLink: 'Send reset link',
  sendingLink: 'Sending...',
  linkSent: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to choose a new password. The link works for one hour.`,
  backToSignIn: 'Back to sign in',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  resetTitle: 'Choose a new password',
  resetIntro: 'Use at least 8 characters with uppercase and lowercase letters and a number.',
  resetCheckIntro: 'Continue to check your reset link and choose a new password.',
  continueReset: 'Continue',
  checkingLink: 'Checking your link...',
  savePassword: 'Save new password',
  savingPassword: 'Saving...',
  passwordReset: 'Your password has been reset. Welcome back!',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one below.',
  askAgain: 'Send a new link',
  confirmTitle: 'Confirming your email address',
  emailConfirmed: 'Your email address is confirmed. Welcome to Ascend!',
  newEmailConfirmed: 'Your new email address is confirmed.',
  signedInByLink: 'You are signed in.',
  confirmLinkInvalid: 'This confirmation link has expired or was already used. Sign in to get a new one.',
  notConfirmed: 'Please confirm your email address first: we sent you a link when you registered.',
  resendConfirmation: 'Resend confirmation email',
  confirmationResent: (email: string) => `We've sent a new confirmation link to ${email}.`,
  registeredSignIn: 'Registration successful! You can sign in now.',
});
