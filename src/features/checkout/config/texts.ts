import { defineTexts } from '@/shared/i18n';

/** SPEC §8 "Subscription", and the subscription's own controls. */
export const checkoutTexts = defineTexts('checkout', {
  updated: 'Subscription updated successfully!',
  failed: 'Failed to process subscription. Please try again.',
  cancel: 'Cancel subscription',
  cancelTitle: 'Cancel your subscription?',
  keep: 'Keep subscription',
  resume: 'Resume subscription',
  /** /pricing on a server with no payment provider (docs/deployment.md, What runs where). */
  notSetUp: 'Payments are not set up yet, so plans cannot be bought for now.',
});

/** The payment page's return addresses (docs/plans.md, Checkout): `?checkout=success&session_id=…` or `?checkout=cancelled`. */
export const CHECKOUT_PARAM = 'checkout';
export const SESSION_ID_PARAM = 'session_id';
