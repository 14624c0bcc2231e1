import { defineTexts } from '@/shared/i18n';

// The words of two-step sign-in wherever a code is asked for (the sign-in step, the step-up dialog,
// confirming a new authenticator app). SPEC has none of its own; these follow its tone: short and plain.

export const authFactorTexts = defineTexts('authFactor', {
  codeLabel: '6-digit code',
  codeHint: 'Open your authenticator app and enter the code it shows for Ascend.',
  recoveryCodeLabel: 'Recovery code',
  recoveryCodeHint: 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use your authenticator app instead',
  verify: 'Verify',
  verifying: 'Verifying...',
  stepUpTitle: 'Enter your code',
  stepUpText: 'To keep your account safe, enter a code from your authenticator app before you continue.',
  cancel: 'Cancel',
  recoveryCodesLeft: (count: number) =>
    count === 0
      ? 'You have no recovery codes left. Create new ones in Settings.'
      : `Signed in with a recovery code. ${count} ${count === 1 ? 'code is' : 'codes are'} left.`,
  /** GoTrue's MFA errors (auth-js `ErrorCode`), each as the member reads it; anything else shows GoTrue's own message. */
  errors: {
    mfa_verification_failed: 'That code is not right. Check your authenticator app and try again.',
    mfa_verification_rejected: 'That code is not right. Check your authenticator app and try again.',
    mfa_challenge_expired: 'That code has expired. Please enter the new one from your app.',
    insufficient_aal: 'Please enter a code from your authenticator app first.',
    mfa_factor_name_conflict: 'You already have an authenticator app with this name. Please choose another.',
    too_many_enrolled_mfa_factors: 'You have added as many authenticator apps as you can. Remove one first.',
    mfa_factor_not_found: 'This authenticator app is no longer on your account.',
  },
  /** Refusals that are not one GoTrue code. */
  failures: {
    /** GoTrue's mfa_verification_failed, for a recovery code (the server's /recovery_codes/verify). */
    recoveryCodeRefused: 'That recovery code is not right, or it has been used already.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    network: 'Network connection error. Please check your internet connection.',
    fallback: 'Failed to verify the code. Please try again.',
  },
});

/** GoTrue's codes, read when a refusal is mapped (in the reader's language then). */
export const factorErrorMessages = authFactorTexts.errors;
export const factorFailureTexts = authFactorTexts.failures;
