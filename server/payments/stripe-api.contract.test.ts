import Stripe from 'stripe';
import { GOOD_CARD, sessionParams, startStandIn, submitCard, type StandInHarness } from '../testing/payments-stand-in';

// The stand-in's API through the real stripe SDK, configured as the Edge Functions configure it:
// requests, form encoding, answers and errors as the SDK expects them from Stripe.
let h: StandInHarness;

beforeAll(async () => {
  h = await startStandIn();
});
afterAll(() => h.close());
beforeEach(() => {
  h.webhook.received.length = 0;
  h.webhook.status = 200;
});

const now = () => Math.floor(h.clock.now / 1000);
const eventsOf = () => h.webhook.received.map((delivery) => JSON.parse(delivery.body) as Stripe.Event);

/** A paid subscription: a session paid on its page with the good test card. */
async function paidSubscription(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Promise<Stripe.Subscription> {
  const session = await h.stripe.checkout.sessions.create(sessionParams(extra));
  expect((await submitCard(session.url!)).status).toBe(303);
  const paid = await h.stripe.checkout.sessions.retrieve(session.id);
  h.webhook.received.length = 0;
  return h.stripe.subscriptions.retrieve(paid.subscription as string);
}

describe('customers', () => {
  it('creates a customer with its e-mail and nested metadata', async () => {
    const customer = await h.stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u-1', 'the key': 'a & b = c' } });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      metadata: { user_id: 'u-1', 'the key': 'a & b = c' },
      created: now(),
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_local_[0-9a-f]{24}$/);
    expect(await h.stripe.customers.retrieve(customer.id)).toEqual(customer);
  });

  it('refuses a malformed e-mail address and a parameter it does not implement', async () => {
    await expect(h.stripe.customers.create({ email: 'not an address' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'email',
    });
    await expect(h.stripe.customers.create({ phone: '+15555550100' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'phone',
    });
  });
});

describe('checkout sessions', () => {
  it('creates an open session from the bracket-encoded parameters and reads it back', async () => {
    const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
    const params = sessionParams({ customer: customer.id, customer_email: undefined, subscription_data: { trial_period_days: 7 } });
    const session = await h.stripe.checkout.sessions.create(params);
    expect(session.id).toMatch(/^cs_local_[0-9a-f]{24}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${h.url}/local-stripe/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
      customer_email: null,
      client_reference_id: 'user-1',
      metadata: { user_id: 'user-1' },
      subscription: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      currency: 'usd',
      // Nothing is due today during a trial, as Stripe totals it.
      amount_total: 0,
      created: now(),
      expires_at: now() + 24 * 3600,
    });
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
    const priced = await h.stripe.checkout.sessions.create(sessionParams({ line_items: [{ ...params.line_items![0], quantity: 2 }] }));
    expect(priced).toMatchObject({ amount_total: 3998, customer: null, customer_email: 'ada@example.com' });
  });

  it("refuses what Stripe refuses, in Stripe's words", async () => {
    const refusal = (extra: Partial<Stripe.Checkout.SessionCreateParams>) => h.stripe.checkout.sessions.create(sessionParams(extra));
    await expect(refusal({ customer: 'cus_unknown', customer_email: undefined })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_unknown'",
    });
    await expect(refusal({ line_items: [{ price_data: { currency: 'usd', recurring: { interval: 'month' }, product_data: { name: 'P' } }, quantity: 1 }] }))
      .rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items[0][price_data][unit_amount]' });
    await expect(refusal({ mode: 'payment' })).rejects.toMatchObject({ statusCode: 400, param: 'mode' });
    await expect(refusal({ success_url: 'javascript:alert(1)' })).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
    await expect(refusal({ subscription_data: { trial_period_days: 0 } })).rejects.toMatchObject({ param: 'subscription_data[trial_period_days]' });
    const customer = await h.stripe.customers.create({});
    await expect(refusal({ customer: customer.id })).rejects.toThrow('You may only specify one of these parameters: customer, customer_email.');
    await expect(h.stripe.checkout.sessions.retrieve('cs_local_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('replays the answer to a repeated Idempotency-Key and refuses the key for other parameters', async () => {
    const first = await h.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-user-1' });
    const again = await h.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-user-1' });
    expect(again.id).toBe(first.id);
    await expect(h.stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'user-2' }), { idempotencyKey: 'checkout-user-1' }))
      .rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });
});

describe('subscriptions', () => {
  it('reads the subscription a payment started: the trial, whose end ends the first period as at Stripe, and the metadata', async () => {
    const subscription = await paidSubscription({ subscription_data: { trial_period_days: 7, metadata: { user_id: 'user-1' } } });
    expect(subscription.id).toMatch(/^sub_local_/);
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      start_date: now(),
      created: now(),
      trial_start: now(),
      trial_end: now() + 7 * 86_400,
      metadata: { user_id: 'user-1' },
    });
    expect(subscription.items.data).toEqual([
      expect.objectContaining({
        object: 'subscription_item',
        current_period_start: now(),
        current_period_end: now() + 7 * 86_400,
        quantity: 1,
        subscription: subscription.id,
        price: expect.objectContaining({
          object: 'price',
          currency: 'usd',
          unit_amount: 1999,
          recurring: expect.objectContaining({ interval: 'month', interval_count: 1 }),
          product: expect.stringMatching(/^prod_local_/),
        }),
      }),
    ]);
    const customer = await h.stripe.customers.retrieve(subscription.customer as string);
    expect(customer).toMatchObject({ email: 'ada@example.com', name: GOOD_CARD.name });
  });

  it('schedules and withdraws the cancellation at the period end, delivering customer.subscription.updated', async () => {
    const subscription = await paidSubscription();
    const periodEnd = subscription.items.data[0].current_period_end;
    const updated = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: now() });
    const [event] = eventsOf();
    expect(event).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: subscription.id, cancel_at_period_end: true }, previous_attributes: { cancel_at_period_end: false } },
      request: { id: expect.stringMatching(/^req_local_/), idempotency_key: expect.any(String) },
    });
    await expect(h.stripe.webhooks.constructEventAsync(h.webhook.received[0].body, h.webhook.received[0].headers['stripe-signature']!, h.standIn.webhookSecret)).resolves.toMatchObject({ id: event.id });

    const resumed = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect(eventsOf()).toHaveLength(2);
    // Nothing changed: Stripe sends no event.
    await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(eventsOf()).toHaveLength(2);
  });

  it('ends a subscription at once on cancel, delivering customer.subscription.deleted', async () => {
    const subscription = await paidSubscription();
    h.clock.now += 3600_000;
    const canceled = await h.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: now(), canceled_at: now() });
    expect(eventsOf()).toEqual([expect.objectContaining({ type: 'customer.subscription.deleted', data: { object: expect.objectContaining({ status: 'canceled' }) } })]);
    expect(await h.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled' });
    // As on Stripe: a canceled subscription is gone for cancel, and cannot be rescheduled.
    await expect(h.stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })).rejects.toThrow(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
  });

  it('answers the API call even when the webhook fails (Stripe would retry the event)', async () => {
    const subscription = await paidSubscription();
    h.webhook.status = 500;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(h.stripe.subscriptions.cancel(subscription.id)).resolves.toMatchObject({ status: 'canceled' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('customer.subscription.deleted'));
    } finally {
      warn.mockRestore();
    }
  });

  it('moves with the clock: the trial ends, and a cancellation takes effect at the period end', async () => {
    const trial = await paidSubscription({ subscription_data: { trial_period_days: 3 } });
    const scheduled = await paidSubscription();
    await h.stripe.subscriptions.update(scheduled.id, { cancel_at_period_end: true });
    h.clock.now += 31 * 86_400_000;
    const active = await h.stripe.subscriptions.retrieve(trial.id);
    expect(active.status).toBe('active');
    expect(active.items.data[0].current_period_start).toBe(trial.items.data[0].current_period_end);
    expect(await h.stripe.subscriptions.retrieve(scheduled.id)).toMatchObject({ status: 'canceled', ended_at: scheduled.items.data[0].current_period_end });
  });

  it('refuses an unknown subscription with 404', async () => {
    await expect(h.stripe.subscriptions.retrieve('sub_local_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_local_nope'",
    });
  });
});

describe('authentication', () => {
  it('refuses another secret key with 401, which the SDK throws as StripeAuthenticationError', async () => {
    const error = await h.stripeWithKey('sk_local_0123456789abcdef0123456789abcdef').customers.create({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided: sk_local\*+cdef$/) });
  });

  it('refuses a request without a key', async () => {
    const response = await fetch(`${h.url}/local-stripe/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') } });
  });

  it('answers an unknown path in the API with 404', async () => {
    const response = await fetch(`${h.url}/local-stripe/v1/charges`, { headers: { Authorization: `Bearer ${h.standIn.secretKey}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining('Unrecognized request URL (GET: /v1/charges)') } });
  });
});
