import type Stripe from 'stripe';
import type { EdgeHandler } from '../_shared/edge-function.ts';
import { applySubscription } from '../_shared/payments/apply-subscription.ts';
import { createStripe, stripeCryptoProvider, readPaymentSettings } from '../_shared/payments/stripe-client.ts';

// Far more than any event the provider sends about a subscription.
const MAX_BODY_BYTES = 256 * 1024;

const answer = (status: number, body: object) => Response.json(body, { status });

/**
 * POST /functions/v1/stripe-webhook, called by the payment provider (no member JWT: the gateway lets
 * it through, docs/plans.md). Only an event whose Stripe-Signature the webhook secret verifies is
 * read; each is applied once (record_subscription keeps their ids), so a forged or replayed
 * confirmation changes nothing.
 */
export const stripeWebhookHandler: EdgeHandler = async (req, env) => {
  if (req.method !== 'POST') return answer(405, { error: 'Use POST.' });
  const settings = readPaymentSettings(env.secrets);
  if (!settings) return answer(503, { error: 'Payments are not configured.' });
  const signature = req.headers.get('stripe-signature');
  const body = await req.text();
  if (!signature || body.length > MAX_BODY_BYTES) return answer(400, { error: 'Not a signed event.' });
  const stripe = await createStripe(settings);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, settings.webhookSecret, undefined, await stripeCryptoProvider());
  } catch {
    return answer(400, { error: 'The signature does not match.' });
  }
  try {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (session.mode === 'subscription' && subscriptionId) {
        await applySubscription(env, stripe, await stripe.subscriptions.retrieve(subscriptionId), { event: event.id, replaces: true });
      }
    } else if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      await applySubscription(env, stripe, event.data.object, { event: event.id, replaces: false });
    }
  } catch (error) {
    // The provider tries again later: nothing was recorded for this event.
    console.error(`stripe-webhook: ${event.type} ${event.id} failed:`, error);
    return answer(500, { error: 'Not recorded; send it again.' });
  }
  return answer(200, { received: true });
};

export const handler: EdgeHandler = stripeWebhookHandler;
