import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the stand-in answers with, as the stripe SDK's types describe them
 * (node_modules/stripe/esm/resources/*.d.ts), cut down to the fields a subscription checkout uses.
 * Times are Unix seconds; every object is a test-mode one (`livemode: false`).
 */
export type Metadata = Record<string, string>;

export interface CustomerObject {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  livemode: false;
}

export type Interval = 'day' | 'week' | 'month' | 'year';

export interface PriceObject {
  id: string;
  object: 'price';
  active: true;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: null;
  metadata: Metadata;
  nickname: null;
  product: string;
  recurring: { interval: Interval; interval_count: number; meter: null; trial_period_days: null; usage_type: 'licensed' };
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

export type SessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | CustomerObject | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  livemode: false;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: SessionStatus;
  subscription: string | SubscriptionObject | null;
  success_url: string;
  ui_mode: 'hosted';
  /** The pay page; null once the session is no longer open, as Stripe answers. */
  url: string | null;
}

export interface SubscriptionItemObject {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: PriceObject;
  quantity: number;
  subscription: string;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'canceled';

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: null; feedback: null; reason: 'cancellation_requested' | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string | CustomerObject;
  description: null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItemObject[]; has_more: false; total_count: number; url: string };
  latest_invoice: null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: SubscriptionStatus;
  trial_end: number | null;
  trial_start: number | null;
}

export interface EventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/**
 * `cus_local_…`, `cs_local_…`: Stripe's prefixes, marked local. 96 random bits, because a Checkout
 * Session's id is all that its pay page URL asks for.
 */
export const newId = (prefix: string): string => `${prefix}_local_${randomBytes(12).toString('hex')}`;
