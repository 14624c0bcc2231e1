import type Stripe from 'stripe';
import { callerOf, type AuthUser } from '../_shared/auth-api.ts';
import { withCors } from '../_shared/cors.ts';
import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { applySubscription } from '../_shared/payments/apply-subscription.ts';
import { createStripe, readPaymentSettings } from '../_shared/payments/stripe-client.ts';
import { refusal } from './answers.ts';
import { billingOf, paidPlan, planOf } from './member-billing.ts';
import { readCheckoutRequest } from './request.ts';
import { returnAddress } from './return-address.ts';

// SPEC §9: the pricing text's trial, for a first subscription.
const TRIAL_DAYS = 7;

async function startCheckout(env: EdgeEnv, stripe: Stripe, user: AuthUser, tier: string, site: string): Promise<Response> {
  const [plan, billing] = await Promise.all([paidPlan(env, tier), billingOf(env, user.id)]);
  if (!plan) return refusal('badRequest');
  const customer = billing.customerId ?? (await stripe.customers.create({ email: user.email, metadata: { user_id: user.id } })).id;
  const metadata = { user_id: user.id, tier: plan.tier };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: plan.unitAmount, recurring: { interval: 'month' }, product_data: { name: `Ascend ${plan.name}` } } },
    ],
    metadata,
    subscription_data: { metadata, ...(billing.subscribedBefore ? {} : { trial_period_days: TRIAL_DAYS }) },
    success_url: `${site}/settings?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/pricing?checkout=cancelled`,
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
  return Response.json({ url: session.url });
}

/** The return from the payment page: the provider's word that the session is paid, even before its webhook. */
async function confirm(env: EdgeEnv, stripe: Stripe, user: AuthUser, token: string, sessionId: string): Promise<Response> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (session.client_reference_id !== user.id || session.status !== 'complete' || !subscriptionId) return refusal('notPaid');
  await applySubscription(env, stripe, await stripe.subscriptions.retrieve(subscriptionId), { event: null, replaces: true });
  return Response.json({ plan: await planOf(env, token) });
}

async function setCancelAtPeriodEnd(env: EdgeEnv, stripe: Stripe, user: AuthUser, token: string, cancel: boolean): Promise<Response> {
  const { current } = await billingOf(env, user.id);
  if (!current) return refusal('noSubscription');
  const subscription = await stripe.subscriptions.update(current.subscriptionId, { cancel_at_period_end: cancel });
  await applySubscription(env, stripe, subscription, { event: null, replaces: false });
  return Response.json({ plan: await planOf(env, token) });
}

/**
 * POST /functions/v1/checkout (docs/plans.md, Checkout): a payment page for a plan, the confirmation
 * on the way back, or cancelling and resuming; GET /functions/v1/checkout/status: whether payments
 * are set up. Subscriptions are written
 * only with what the provider confirms; the member's word changes nothing.
 */
export const checkoutHandler: EdgeHandler = async (req, env) => {
  const settings = readPaymentSettings(env.secrets);
  const site = returnAddress(req, env.secrets);
  // GET …/checkout/status, asked by /pricing (visitors too), so it can say so before anyone tries to pay.
  if (new URL(req.url).pathname.endsWith('/checkout/status')) {
    if (req.method !== 'GET') return refusal('methodNotAllowed', { Allow: 'GET' });
    return Response.json({ available: Boolean(settings && site) });
  }
  if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
  const caller = await callerOf(req, env);
  if (!caller) return refusal('notSignedIn');
  const { token, user } = caller;
  const body = await readCheckoutRequest(req);
  if (!body) return refusal('badRequest');
  if (!settings) return refusal('unavailable');
  const stripe = await createStripe(settings);
  try {
    if ('tier' in body) return site ? await startCheckout(env, stripe, user, body.tier, site) : refusal('unavailable');
    if (body.action === 'confirm') return await confirm(env, stripe, user, token, body.sessionId);
    return await setCancelAtPeriodEnd(env, stripe, user, token, body.action === 'cancel');
  } catch (error) {
    // A session id the provider does not know is the member's mistake, not the provider's failure.
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return refusal('notPaid');
    console.error('checkout: the provider failed:', error);
    return refusal('providerFailed');
  }
};

export const handler: EdgeHandler = withCors(checkoutHandler);
