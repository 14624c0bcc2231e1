import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/** Every refusal of the email-unsubscribe function: status, code, the message the page shows as it is. */
export const EMAIL_UNSUBSCRIBE_REFUSALS = {
  methodNotAllowed: [405, 'method_not_allowed', 'Use POST.'],
  invalidLink: [400, 'invalid_link', 'This unsubscribe link is not valid.'],
} as const satisfies Record<string, RefusalAnswer>;

export const refusal = (name: keyof typeof EMAIL_UNSUBSCRIBE_REFUSALS, headers: Record<string, string> = {}): Response =>
  refusalResponse(EMAIL_UNSUBSCRIBE_REFUSALS[name], headers);
