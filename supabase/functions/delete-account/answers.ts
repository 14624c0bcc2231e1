import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/**
 * Every answer of delete-account: the status, a code the SPA can switch on, and the message it may
 * show as it is. One table, so the handler, its tests and the SPA agree.
 */
export const DELETE_ACCOUNT_ANSWERS = {
  notSignedIn: [401, 'not_signed_in', 'Sign in to delete your account'],
  badRequest: [400, 'bad_request', 'Send { "confirm": "DELETE" } as JSON'],
  confirmationRequired: [400, 'confirmation_required', 'Type DELETE to confirm'],
  secondStepRequired: [403, 'insufficient_aal', 'Enter the code from your authenticator app first'],
  passwordRequired: [400, 'password_required', 'Enter your password to delete your account'],
  incorrectPassword: [400, 'incorrect_password', 'Incorrect password'],
  reauthenticationNeeded: [400, 'reauthentication_needed', 'Please sign in again, then delete your account within 10 minutes'],
  tooManyAttempts: [429, 'over_request_rate_limit', 'Too many attempts. Please try again later.'],
  failed: [500, 'deletion_failed', 'Your account could not be deleted. Please try again.'],
  methodNotAllowed: [405, 'method_not_allowed', 'Method not allowed'],
} as const satisfies Record<string, RefusalAnswer>;

export type DeleteAccountRefusal = keyof typeof DELETE_ACCOUNT_ANSWERS;

export const refusal = (name: DeleteAccountRefusal, headers: Record<string, string> = {}): Response => refusalResponse(DELETE_ACCOUNT_ANSWERS[name], headers);
