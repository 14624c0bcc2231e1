import type { CheckoutSessionObject, CustomerObject, Metadata, PriceObject, SubscriptionObject } from './stripe-objects';

/** A Checkout Session with what its pay page shows and what paying it creates. */
export interface SessionRecord {
  session: CheckoutSessionObject;
  price: PriceObject;
  productName: string;
  quantity: number;
  /** `subscription_data[trial_period_days]`, or null without a trial. */
  trialDays: number | null;
  /** `subscription_data[metadata]`: becomes the subscription's metadata. */
  subscriptionMetadata: Metadata;
}

/**
 * Everything the stand-in knows, in memory: a development and test double, so a restart forgets it
 * (as a new Stripe test account would). Time comes from `clock` so tests can move it.
 */
export interface PaymentsStore {
  customers: Map<string, CustomerObject>;
  sessions: Map<string, SessionRecord>;
  subscriptions: Map<string, SubscriptionObject>;
  /** Now, in Unix seconds as Stripe's objects count time. */
  now(): number;
}

export function createStore(clock: () => number = Date.now): PaymentsStore {
  return {
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    now: () => Math.floor(clock() / 1000),
  };
}

const DAY = 86_400;

/**
 * How long one billing period lasts: a month counts as 30 days (the product sells 30-day periods);
 * Stripe itself uses calendar months.
 */
export function periodSeconds(price: PriceObject): number {
  const days = { day: 1, week: 7, month: 30, year: 365 }[price.recurring.interval];
  return days * price.recurring.interval_count * DAY;
}

export const daysToSeconds = (days: number): number => days * DAY;
