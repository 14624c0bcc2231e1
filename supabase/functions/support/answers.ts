import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/**
 * The support function's own refusals: status, a code the SPA can switch on, the message it may show
 * as it is. The database's refusals (a cap, a blank field, the five a day) pass through with its words.
 */
export const SUPPORT_REFUSALS = {
  methodNotAllowed: [405, 'method_not_allowed', 'Method not allowed'],
  notSignedIn: [401, 'not_signed_in', 'Sign in to contact support'],
  badRequest: [400, 'bad_request', 'Send { "subject", "message", "screenshot_path"? } as JSON'],
  failed: [500, 'support_failed', 'Your request could not be sent. Please try again.'],
} as const satisfies Record<string, RefusalAnswer>;

export const refusal = (name: keyof typeof SUPPORT_REFUSALS, headers: Record<string, string> = {}): Response =>
  refusalResponse(SUPPORT_REFUSALS[name], headers);
