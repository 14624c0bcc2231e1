import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/** Every refusal of the checkout function (docs/plans.md, Checkout): status, code, the member's message. */
export const CHECKOUT_REFUSALS = {
  notSignedIn: [401, 'not_signed_in', 'Please sign in again.'],
  methodNotAllowed: [405, 'method_not_allowed', 'Use POST.'],
  badRequest: [400, 'bad_request', 'This request is not valid.'],
  notPaid: [409, 'not_paid', 'Failed to process subscription. Please try again.'],
  noSubscription: [409, 'no_subscription', 'You have no paid plan to change.'],
  unavailable: [503, 'payments_unavailable', 'Failed to process subscription. Please try again.'],
  providerFailed: [502, 'provider_failed', 'Failed to process subscription. Please try again.'],
} as const satisfies Record<string, RefusalAnswer>;

export type CheckoutRefusal = keyof typeof CHECKOUT_REFUSALS;

export const refusal = (name: CheckoutRefusal, headers: Record<string, string> = {}): Response => refusalResponse(CHECKOUT_REFUSALS[name], headers);
