import Stripe from 'stripe';
import { createMember } from '../testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { TestUser } from '../testing/test-users';

// The payment provider's webhook (docs/plans.md): only signed events are read, each once, and an
// event about a subscription the member no longer has changes nothing. Events are signed with the
// SDK's own test header, as Stripe signs them.
const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const stripe = new Stripe('sk_test_unused');
let server: TestServer;
let member: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  // No provider call is made for subscription events: the event carries the subscription.
  server.ctx.config.functionSecrets = { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: 'http://127.0.0.1:9' };
  member = await createMember(server.ctx.db);
});
afterAll(() => server.close());

const now = () => Math.floor(Date.now() / 1000);

function subscriptionObject(id: string, changes: Partial<{ status: string; cancel_at_period_end: boolean; tier: string; start: number }> = {}) {
  const start = changes.start ?? now() - 86_400;
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status: changes.status ?? 'active',
    cancel_at_period_end: changes.cancel_at_period_end ?? false,
    trial_end: null,
    metadata: { user_id: member.id, tier: changes.tier ?? 'premium' },
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_start: start, current_period_end: start + 30 * 86_400 }] },
  };
}

function event(id: string, type: string, object: object) {
  return JSON.stringify({ id, object: 'event', type, created: now(), api_version: '2026-10-28.endive', livemode: false, data: { object } });
}

async function deliver(payload: string, secret = WEBHOOK_SECRET, headers: Record<string, string> = {}) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${server.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature, apikey: server.anonKey, ...headers },
    body: payload,
  });
}

const subscriptionRow = async () =>
  (await server.ctx.db.query('select tier, stripe_subscription_id, cancel_at_period_end, current_period_end > now() as current from public.subscriptions where user_id = $1', [member.id])).rows[0];

/** The member's current subscription, as a completed checkout leaves it. */
const subscribe = (id: string, tier = 'premium') =>
  server.ctx.db.query(
    `select public.record_subscription(null, $1, $2, $3, 'cus_test_1', now() - interval '1 day', now() + interval '29 days', false, null, false, true)`,
    [member.id, tier, id],
  );

it('refuses an event that is not signed with the webhook secret, and records nothing', async () => {
  const payload = event('evt_forged', 'customer.subscription.updated', subscriptionObject('sub_forged', { tier: 'elite' }));
  const forged = await deliver(payload, 'whsec_someone_else');
  expect(forged.status).toBe(400);
  const unsigned = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { apikey: server.anonKey }, body: payload });
  expect(unsigned.status).toBe(400);
  expect(await subscriptionRow()).toBeUndefined();
});

it('applies an update to the member\'s subscription once: a replay changes nothing', async () => {
  await subscribe('sub_a');
  const cancel = event('evt_cancel', 'customer.subscription.updated', subscriptionObject('sub_a', { cancel_at_period_end: true }));
  expect((await deliver(cancel)).status).toBe(200);
  expect(await subscriptionRow()).toEqual({ tier: 'premium', stripe_subscription_id: 'sub_a', cancel_at_period_end: true, current: true });
  const resume = event('evt_resume', 'customer.subscription.updated', subscriptionObject('sub_a', { cancel_at_period_end: false }));
  expect((await deliver(resume)).status).toBe(200);
  // The first event again, as an attacker who kept it (or a provider retry) would send it.
  expect((await deliver(cancel)).status).toBe(200);
  expect(await subscriptionRow()).toMatchObject({ cancel_at_period_end: false });
});

it('ignores an event about a subscription the member has left', async () => {
  await subscribe('sub_b', 'elite');
  const late = event('evt_late', 'customer.subscription.deleted', subscriptionObject('sub_a', { status: 'canceled' }));
  expect((await deliver(late)).status).toBe(200);
  expect(await subscriptionRow()).toEqual({ tier: 'elite', stripe_subscription_id: 'sub_b', cancel_at_period_end: false, current: true });
});

it('makes the member Free at once when the provider ends her subscription', async () => {
  await subscribe('sub_c');
  const ended = event('evt_ended', 'customer.subscription.deleted', subscriptionObject('sub_c', { status: 'canceled' }));
  expect((await deliver(ended)).status).toBe(200);
  expect(await subscriptionRow()).toMatchObject({ stripe_subscription_id: 'sub_c', current: false });
  const { rows } = await server.ctx.db.query('select private.effective_tier($1) as tier', [member.id]);
  expect(rows).toEqual([{ tier: 'free' }]);
});

it('is reached without a member\'s JWT, and with no API key at all', async () => {
  const payload = event('evt_other', 'invoice.paid', { id: 'in_1', object: 'invoice' });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'Stripe-Signature': signature }, body: payload });
  expect(res.status).toBe(200);
});
