import { emailParam, findCustomer } from './customers';
import type { FormParams } from './form-encoding';
import { arrayParam, integerParam, metadataParam, objectParam, rejectUnknown, stringParam } from './params';
import type { PaymentsStore, SessionRecord } from './store';
import { StripeApiError, invalidParam, missingParam, noSuch } from './stripe-error';
import { newId, type Interval, type PriceObject } from './stripe-objects';

/** How long a session stays payable: Stripe's default and longest. */
export const SESSION_LIFETIME_SECONDS = 24 * 3600;
const MAX_URL_LENGTH = 5000;
const MAX_REFERENCE_LENGTH = 200;
const MAX_TRIAL_DAYS = 730;
const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year'];

const required = <T>(value: T | undefined, param: string): T => {
  if (value === undefined || value === '') throw missingParam(param);
  return value;
};

function urlParam(value: FormParams[string] | undefined, param: string): string | undefined {
  const url = stringParam(value, param);
  if (url === undefined) return undefined;
  if (url.length > MAX_URL_LENGTH || !/^https?:$/.test(URL.canParse(url) ? new URL(url).protocol : '')) {
    throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  }
  return url;
}

/** The one line item: an inline recurring price (`price_data`), since the stand-in stores no prices. */
function lineItem(params: FormParams, now: number): Pick<SessionRecord, 'price' | 'productName' | 'quantity'> {
  const items = required(arrayParam(params.line_items, 'line_items'), 'line_items');
  if (items.length !== 1) throw invalidParam('line_items', 'The local payment stand-in supports exactly one line item.');
  const name = 'line_items[0]';
  const item = required(objectParam(items[0], name), name);
  rejectUnknown(item, ['price', 'price_data', 'quantity'], name);
  if (item.price !== undefined) {
    const id = stringParam(item.price, `${name}[price]`)!;
    throw noSuch('price', id, `${name}[price]`, 400);
  }
  const data = required(objectParam(item.price_data, `${name}[price_data]`), `${name}[price_data]`);
  rejectUnknown(data, ['currency', 'unit_amount', 'recurring', 'product_data'], `${name}[price_data]`);
  const currency = required(stringParam(data.currency, `${name}[price_data][currency]`), `${name}[price_data][currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(`${name}[price_data][currency]`, `Invalid currency: ${currency}`);
  const unitAmount = required(integerParam(data.unit_amount, `${name}[price_data][unit_amount]`, 0, 99_999_999), `${name}[price_data][unit_amount]`);
  const recurring = required(objectParam(data.recurring, `${name}[price_data][recurring]`), `${name}[price_data][recurring]`);
  rejectUnknown(recurring, ['interval', 'interval_count'], `${name}[price_data][recurring]`);
  const interval = required(stringParam(recurring.interval, `${name}[price_data][recurring][interval]`), `${name}[price_data][recurring][interval]`);
  if (!INTERVALS.includes(interval as Interval)) {
    throw invalidParam(`${name}[price_data][recurring][interval]`, `Invalid interval: must be one of ${INTERVALS.join(', ')}`);
  }
  const intervalCount = integerParam(recurring.interval_count, `${name}[price_data][recurring][interval_count]`, 1, 12) ?? 1;
  const product = required(objectParam(data.product_data, `${name}[price_data][product_data]`), `${name}[price_data][product_data]`);
  rejectUnknown(product, ['name'], `${name}[price_data][product_data]`);
  const productName = required(stringParam(product.name, `${name}[price_data][product_data][name]`), `${name}[price_data][product_data][name]`);
  const quantity = required(integerParam(item.quantity, `${name}[quantity]`, 1, 999_999), `${name}[quantity]`);
  const price: PriceObject = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now,
    currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: newId('prod'),
    recurring: { interval: interval as Interval, interval_count: intervalCount, meter: null, trial_period_days: null, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  return { price, productName, quantity };
}

function subscriptionData(params: FormParams): Pick<SessionRecord, 'trialDays' | 'subscriptionMetadata'> {
  const data = objectParam(params.subscription_data, 'subscription_data') ?? {};
  rejectUnknown(data, ['trial_period_days', 'metadata'], 'subscription_data');
  return {
    trialDays: integerParam(data.trial_period_days, 'subscription_data[trial_period_days]', 1, MAX_TRIAL_DAYS) ?? null,
    subscriptionMetadata: metadataParam(data.metadata, 'subscription_data[metadata]'),
  };
}

function customerFields(store: PaymentsStore, params: FormParams): { customer: string | null; customer_email: string | null } {
  const customer = stringParam(params.customer, 'customer') || undefined;
  const email = emailParam(params.customer_email, 'customer_email');
  if (customer !== undefined && email !== undefined) {
    throw new StripeApiError(400, 'You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email' });
  }
  if (customer !== undefined) findCustomer(store, customer, 'customer', 400);
  return { customer: customer ?? null, customer_email: email ?? null };
}

/** `POST /v1/checkout/sessions`, subscription mode: an open session whose `url` is `payUrl(id)`. */
export function createCheckoutSession(store: PaymentsStore, params: FormParams, payUrl: (id: string) => string): SessionRecord {
  rejectUnknown(params, [
    'mode', 'customer', 'customer_email', 'client_reference_id', 'success_url', 'cancel_url',
    'line_items', 'metadata', 'subscription_data', 'payment_method_types', 'expand',
  ]);
  const mode = required(stringParam(params.mode, 'mode'), 'mode');
  if (mode !== 'subscription') throw invalidParam('mode', 'The local payment stand-in supports mode=subscription only.');
  const types = arrayParam(params.payment_method_types, 'payment_method_types') ?? ['card'];
  if (types.some((type) => type !== 'card')) throw invalidParam('payment_method_types', 'The local payment stand-in takes card payments only.');
  const successUrl = required(urlParam(params.success_url, 'success_url'), 'success_url');
  const cancelUrl = urlParam(params.cancel_url, 'cancel_url') ?? null;
  const reference = stringParam(params.client_reference_id, 'client_reference_id') || null;
  if (reference !== null && reference.length > MAX_REFERENCE_LENGTH) {
    throw invalidParam('client_reference_id', `client_reference_id can have up to ${MAX_REFERENCE_LENGTH} characters.`);
  }
  const now = store.now();
  const item = lineItem(params, now);
  const subscription = subscriptionData(params);
  const id = newId('cs');
  // Nothing is due today during a trial: Stripe's session then totals 0.
  const amount = subscription.trialDays === null ? item.price.unit_amount * item.quantity : 0;
  const record: SessionRecord = {
    ...item,
    ...subscription,
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: cancelUrl,
      client_reference_id: reference,
      created: now,
      currency: item.price.currency,
      ...customerFields(store, params),
      customer_details: null,
      expires_at: now + SESSION_LIFETIME_SECONDS,
      invoice: null,
      livemode: false,
      metadata: metadataParam(params.metadata, 'metadata'),
      mode: 'subscription',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: payUrl(id),
    },
  };
  store.sessions.set(id, record);
  return record;
}

/** The session as it stands now: one left open past `expires_at` has expired. Undefined for an unknown id. */
export function sessionRecord(store: PaymentsStore, id: string): SessionRecord | undefined {
  const record = store.sessions.get(id);
  if (record?.session.status === 'open' && store.now() >= record.session.expires_at) {
    record.session.status = 'expired';
    record.session.url = null;
  }
  return record;
}

export function findSession(store: PaymentsStore, id: string): SessionRecord {
  const record = sessionRecord(store, id);
  if (!record) throw noSuch('checkout.session', id, 'session');
  return record;
}
