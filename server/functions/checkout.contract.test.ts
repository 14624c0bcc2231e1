import { memberToken } from '../testing/ai-answers';
import { createMember } from '../testing/discovery-members';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { TestUser } from '../testing/test-users';

// Checkout end to end on the embedded server, whose stand-in plays Stripe (docs/plans.md): the
// checkout function with the real stripe SDK, the pay page, the signed webhook, the confirmation on
// return, cancelling and resuming, changing plan, and a declined card.
const APP = 'http://app.test';
let server: TestServer;

beforeAll(async () => {
  // The SPA is served at APP (SITE_URL), where the payment page leads back.
  server = await startTestServer({ config: { functionSecrets: { SITE_URL: APP } } });
});
afterAll(() => server.close());

async function member(): Promise<{ user: TestUser; token: string }> {
  const user = await createMember(server.ctx.db);
  return { user, token: await memberToken(server, user.id) };
}

async function checkout(token: string, body: object, origin = APP) {
  const res = await fetch(`${server.url}/functions/v1/checkout`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The member at the pay page: its text, then the form sent with a card. */
async function pay(url: string, card: string) {
  const page = await (await fetch(url)).text();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/40', cvc: '123', name: 'Test Member' }).toString(),
    redirect: 'manual',
  });
  return { page, status: res.status, location: res.headers.get('location'), text: res.status === 303 ? '' : await res.text() };
}

const subscriptionOf = async (user: TestUser) =>
  (await server.ctx.db.query(
    `select tier, stripe_subscription_id as id, cancel_at_period_end,
            round(extract(epoch from current_period_end - current_period_start) / 86400) as days,
            round(extract(epoch from trial_end - current_period_start) / 86400) as trial_days
       from public.subscriptions where user_id = $1`,
    [user.id],
  )).rows[0] as { tier: string; id: string; cancel_at_period_end: boolean; days: string; trial_days: string | null } | undefined;

const stripeApi = (path: string) =>
  fetch(`${server.url}/local-stripe/v1/${path}`, { headers: { Authorization: `Bearer ${server.app.payments!.secretKey}` } }).then((r) => r.json());

const paymentsStatus = async () => {
  const res = await fetch(`${server.url}/functions/v1/checkout/status`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });
  return { status: res.status, body: (await res.json()) as unknown };
};

it('sells a first subscription with its 7-day trial, recorded only once the provider confirms it', async () => {
  const { user, token } = await member();
  const started = await checkout(token, { tier: 'premium' });
  expect(started.status).toBe(200);
  const url = String(started.body.url);
  expect(url).toMatch(/\/local-stripe\/pay\/cs_local_/);
  // Nothing is written before the payment.
  expect(await subscriptionOf(user)).toBeUndefined();

  const paid = await pay(url, '4242 4242 4242 4242');
  expect(paid.page).toContain('7-day free trial, then $19.99 / month');
  expect(paid.status).toBe(303);
  const back = new URL(paid.location!);
  expect(`${back.origin}${back.pathname}`).toBe(`${APP}/settings`);
  expect(back.searchParams.get('checkout')).toBe('success');
  // As at Stripe, the first period ends with the trial: the first charge is then.
  expect(await subscriptionOf(user)).toMatchObject({ tier: 'premium', cancel_at_period_end: false, days: '7', trial_days: '7' });
  const customer = await server.ctx.db.query('select stripe_customer_id from public.payment_customers where user_id = $1', [user.id]);
  expect(customer.rows[0]).toEqual({ stripe_customer_id: expect.stringMatching(/^cus_local_/) });

  // The return page confirms it again: the same plan, nothing doubled.
  const confirmed = await checkout(token, { action: 'confirm', sessionId: back.searchParams.get('session_id') });
  expect(confirmed).toMatchObject({ status: 200, body: { plan: { tier: 'premium', name: 'Premium', cancel_at_period_end: false } } });
});

it('cancels at the period\'s end and resumes, through the provider', async () => {
  const { user, token } = await member();
  await pay(String((await checkout(token, { tier: 'basic' })).body.url), '4242424242424242');
  const cancelled = await checkout(token, { action: 'cancel' });
  expect(cancelled).toMatchObject({ status: 200, body: { plan: { tier: 'basic', cancel_at_period_end: true } } });
  expect(await stripeApi(`subscriptions/${(await subscriptionOf(user))!.id}`)).toMatchObject({ cancel_at_period_end: true });
  expect(await checkout(token, { action: 'resume' })).toMatchObject({ status: 200, body: { plan: { tier: 'basic', cancel_at_period_end: false } } });
});

it('changes plan: the new subscription has no trial, and the old one is cancelled at the provider', async () => {
  const { user, token } = await member();
  await pay(String((await checkout(token, { tier: 'basic' })).body.url), '4242424242424242');
  const first = (await subscriptionOf(user))!.id;
  const upgrade = await pay(String((await checkout(token, { tier: 'elite' })).body.url), '4242424242424242');
  expect(upgrade.page).not.toContain('free trial');
  expect(upgrade.status).toBe(303);
  expect(await subscriptionOf(user)).toMatchObject({ tier: 'elite', days: '30', trial_days: null });
  expect(await stripeApi(`subscriptions/${first}`)).toMatchObject({ status: 'canceled' });
});

it('a declined card changes nothing', async () => {
  const { user, token } = await member();
  const declined = await pay(String((await checkout(token, { tier: 'premium' })).body.url), '4000 0000 0000 0002');
  expect(declined.status).toBe(402);
  expect(declined.text).toContain('Your card was declined.');
  expect(await subscriptionOf(user)).toBeUndefined();
});

it('confirms only the member\'s own paid session, and refuses what it cannot sell', async () => {
  const buyer = await member();
  const other = await member();
  const { url } = (await checkout(buyer.token, { tier: 'premium' })).body;
  const sessionId = String(url).split('/').pop();
  expect(await checkout(buyer.token, { action: 'confirm', sessionId })).toMatchObject({ status: 409, body: { code: 'not_paid' } });
  await pay(String(url), '4242424242424242');
  expect(await checkout(other.token, { action: 'confirm', sessionId })).toMatchObject({ status: 409, body: { code: 'not_paid' } });
  expect(await checkout(other.token, { action: 'confirm', sessionId: 'cs_unknown' })).toMatchObject({ status: 409 });
  expect(await checkout(other.token, { tier: 'free' })).toMatchObject({ status: 400, body: { code: 'bad_request' } });
  expect(await checkout(other.token, { tier: 'premium', price: 1 })).toMatchObject({ status: 400 });
  expect(await checkout(other.token, { action: 'cancel' })).toMatchObject({ status: 409, body: { code: 'no_subscription' } });
  expect(await checkout(server.anonKey, { tier: 'premium' })).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
  expect(await subscriptionOf(other.user)).toBeUndefined();
});

it('leads back to the site whatever page asked: another origin gets no payment page returning to it', async () => {
  const { token } = await member();
  const started = await checkout(token, { tier: 'premium' }, 'https://evil.example');
  expect(started.status).toBe(200);
  const paid = await pay(String(started.body.url), '4242424242424242');
  expect(new URL(paid.location!).origin).toBe(APP);
  const page = (await pay(String((await checkout(token, { tier: 'basic' }, 'https://evil.example')).body.url), '4000000000000002')).text;
  expect(page).not.toContain('evil.example');
});

it('tells anyone, visitors too, that payments are set up', async () => {
  expect(await paymentsStatus()).toEqual({ status: 200, body: { available: true } });
});
