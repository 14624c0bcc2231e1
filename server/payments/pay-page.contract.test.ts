import type Stripe from 'stripe';
import { PAY_STYLE_HASH } from './pay-page';
import { GOOD_CARD, sessionParams, startStandIn, submitCard, type StandInHarness } from '../testing/payments-stand-in';

// The member's side: the pay page a Checkout Session's `url` opens, paying on it, and the signed
// `checkout.session.completed` the webhook receives before the browser returns to the app.
let h: StandInHarness;

beforeAll(async () => {
  h = await startStandIn();
});
afterAll(() => h.close());
beforeEach(() => {
  h.webhook.received.length = 0;
  h.webhook.status = 200;
});

const newSession = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) => h.stripe.checkout.sessions.create(sessionParams(extra));
const page = async (response: Response) => ({ status: response.status, html: await response.text(), headers: response.headers });
/** The stand-in logs each failed delivery; these tests fail deliveries on purpose. */
const silenceWarnings = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('the pay page', () => {
  it('shows the plan, the price and a labelled card form under a strict content security policy', async () => {
    const session = await newSession();
    const { status, html, headers } = await page(await fetch(session.url!));
    expect(status).toBe(200);
    expect(html).toContain('<title>Ascend test payments</title>');
    expect(html).toContain('<h2>Ascend Premium</h2>');
    expect(html).toContain('<p class="offer">$19.99 / month</p>');
    for (const [id, label] of [['card-number', 'Card number'], ['card-expiry', 'Expiry date (MM/YY)'], ['card-cvc', 'CVC'], ['card-name', 'Name on card']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" [^>]*required`));
    }
    expect(html).toContain('Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain(`<form method="post" action="/local-stripe/pay/${session.id}"`);
    expect(html).toContain('<a href="http://127.0.0.1:5173/premium">Back to Ascend</a>');
    expect(html).not.toMatch(/<script/i);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src '${PAY_STYLE_HASH}'; form-action 'self' http://127.0.0.1:5173; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('offers a trial as the trial, then the price, with a Start trial button', async () => {
    const { html } = await page(await fetch((await newSession({ subscription_data: { trial_period_days: 7 } })).url!));
    expect(html).toContain('7-day free trial, then $19.99 / month');
    expect(html).toContain('<button type="submit">Start trial</button>');
  });

  it('escapes what the session was created with', async () => {
    const session = await newSession({
      line_items: [{ price_data: { currency: 'usd', unit_amount: 500, recurring: { interval: 'month' }, product_data: { name: '<b>Plan</b> "x"' } }, quantity: 1 }],
    });
    const { html } = await page(await fetch(session.url!));
    expect(html).toContain('<h2>&lt;b&gt;Plan&lt;/b&gt; &quot;x&quot;</h2>');
  });
});

describe('paying', () => {
  it('with 4242 completes the session, delivers a signed checkout.session.completed, then returns to success_url', async () => {
    const session = await newSession({ subscription_data: { trial_period_days: 7, metadata: { user_id: 'user-1' } } });
    const response = await submitCard(session.url!);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://127.0.0.1:5173/premium?session_id=${session.id}`);

    expect(h.webhook.received).toHaveLength(1);
    const [delivery] = h.webhook.received;
    expect(delivery.headers.apikey).toBe(h.anonKey);
    const event = await h.stripe.webhooks.constructEventAsync(delivery.body, delivery.headers['stripe-signature']!, h.standIn.webhookSecret);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      // A trial charges nothing today: Stripe's status for it.
      payment_status: 'no_payment_required',
      client_reference_id: 'user-1',
      metadata: { user_id: 'user-1' },
      customer: expect.stringMatching(/^cus_local_/),
      subscription: expect.stringMatching(/^sub_local_/),
    });
    await expect(h.stripe.webhooks.constructEventAsync(delivery.body, delivery.headers['stripe-signature']!, 'whsec_other')).rejects.toThrow(
      'No signatures found matching the expected signature',
    );

    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', subscription: completed.subscription, url: null });
    const subscription = await h.stripe.subscriptions.retrieve(completed.subscription as string, { expand: ['customer'] });
    expect(subscription).toMatchObject({ status: 'trialing', metadata: { user_id: 'user-1' }, customer: { id: completed.customer, email: 'ada@example.com' } });
  });

  it('marks a session without a trial paid, for the customer it named', async () => {
    const customer = await h.stripe.customers.create({ email: 'grace@example.com' });
    const session = await newSession({ customer: customer.id, customer_email: undefined });
    expect((await submitCard(session.url!)).status).toBe(303);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(paid).toMatchObject({ payment_status: 'paid', amount_total: 1999, customer: customer.id, subscription: { status: 'active', customer: customer.id } });
  });

  it('with 4000 0000 0000 0002 is declined: 402, nothing created, no webhook, the typed values kept but the number', async () => {
    const session = await newSession();
    const { status, html } = await page(await submitCard(session.url!, { number: '4000 0000 0000 0002', name: 'Ada <L>' }));
    expect(status).toBe(402);
    expect(html).toContain('<p class="error" role="alert" id="pay-error">Your card was declined.</p>');
    expect(html).toMatch(/<input id="card-number" [^>]*value=""[^>]* aria-invalid="true"/);
    expect(html).toContain('value="Ada &lt;L&gt;"');
    expect(html).toContain('value="12/34"');
    expect(h.webhook.received).toHaveLength(0);
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', subscription: null, customer: null });
  });

  it.each([
    [{ number: '5555 5555 5555 4444' }, 'Use a test card: 4242 4242 4242 4242.', 'number'],
    [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY, for example 12/34.', 'expiry'],
    [{ expiry: '12/29' }, 'Your card has expired: use an expiry date in the future.', 'expiry'],
    [{ cvc: '12' }, 'Enter the 3-digit security code (CVC).', 'cvc'],
    [{ name: '  ' }, 'Enter the name on the card.', 'name'],
  ])('refuses %j with 400: %s', async (fields, message, field) => {
    const session = await newSession();
    const { status, html } = await page(await submitCard(session.url!, fields));
    expect(status).toBe(400);
    expect(html).toContain(`id="pay-error">${message}</p>`);
    expect(html).toMatch(new RegExp(`<input id="card-${field}" [^>]* aria-invalid="true"`));
    expect(h.webhook.received).toHaveLength(0);
  });

  it('leaves the session open when the webhook fails, and succeeds once it answers', async () => {
    const session = await newSession();
    h.webhook.status = 500;
    const warn = silenceWarnings();
    try {
      const failed = await page(await submitCard(session.url!));
      expect(failed.status).toBe(502);
      expect(failed.html).toContain('Your payment could not be confirmed. Please try again.');
      expect(failed.html).toContain(`value="${GOOD_CARD.name}"`);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('checkout.session.completed'));
    } finally {
      warn.mockRestore();
    }
    const open = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid', subscription: null, customer: null, url: session.url });

    h.webhook.status = 200;
    expect((await submitCard(session.url!)).status).toBe(303);
    const [failedEvent, event] = h.webhook.received.map((d) => JSON.parse(d.body) as Stripe.Event);
    // The undone attempt's subscription is gone; the one that counted is stored.
    const stale = (failedEvent.data.object as Stripe.Checkout.Session).subscription as string;
    await expect(h.stripe.subscriptions.retrieve(stale)).rejects.toMatchObject({ statusCode: 404 });
    const subscription = (event.data.object as Stripe.Checkout.Session).subscription as string;
    expect(await h.stripe.subscriptions.retrieve(subscription)).toMatchObject({ status: 'active' });
  });

  it('refuses a body over 4 KB with 413', async () => {
    const session = await newSession();
    const response = await submitCard(session.url!, { name: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(h.webhook.received).toHaveLength(0);
  });
});

describe('a session that is not open', () => {
  it('once paid, says so and links to the success page', async () => {
    const session = await newSession();
    await submitCard(session.url!);
    const { status, html } = await page(await fetch(session.url!));
    expect(status).toBe(200);
    expect(html).toContain('This payment is complete.');
    expect(html).toContain(`<a href="http://127.0.0.1:5173/premium?session_id=${session.id}">Continue to Ascend</a>`);
    expect(html).not.toContain('<form');
    expect((await submitCard(session.url!)).status).toBe(200);
    expect(h.webhook.received).toHaveLength(1);
  });

  it('expires after 24 hours', async () => {
    const session = await newSession();
    h.clock.now += 24 * 3600_000;
    const { status, html } = await page(await fetch(session.url!));
    expect(status).toBe(410);
    expect(html).toContain('This payment page has expired.');
    expect((await submitCard(session.url!)).status).toBe(410);
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
  });

  it('is unknown: 404 without a form', async () => {
    const { status, html } = await page(await fetch(`${h.url}/local-stripe/pay/cs_local_unknown`));
    expect(status).toBe(404);
    expect(html).toContain('This payment page does not exist.');
    expect(html).not.toContain('<form');
  });
});
