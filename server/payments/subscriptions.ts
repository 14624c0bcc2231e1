import type { FormParams } from './form-encoding';
import { booleanParam, metadataParam, rejectUnknown } from './params';
import { daysToSeconds, periodSeconds, type PaymentsStore, type SessionRecord } from './store';
import { advanceSubscription } from './subscription-clock';
import { StripeApiError, noSuch } from './stripe-error';
import { newId, type SubscriptionObject } from './stripe-objects';

/**
 * The subscription a paid Checkout Session starts, at `now`. Its period runs from the payment for one
 * interval (30 days for a month). With a trial it is 'trialing' until `trial_end`, and, as at Stripe,
 * the first period ends with the trial: the first charge is then, and a cancellation during the trial
 * ends the plan then, with no charge (Settings says so: widgets/settings-subscription).
 */
export function newSubscription(record: SessionRecord, customer: string, now: number): SubscriptionObject {
  const id = newId('sub');
  const trialEnd = record.trialDays === null ? null : now + daysToSeconds(record.trialDays);
  return {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: record.price.currency,
    customer,
    description: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: trialEnd ?? now + periodSeconds(record.price),
          metadata: {},
          price: record.price,
          quantity: record.quantity,
          subscription: id,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...record.subscriptionMetadata },
    start_date: now,
    status: trialEnd === null ? 'active' : 'trialing',
    trial_end: trialEnd,
    trial_start: trialEnd === null ? null : now,
  };
}

/** The subscription as it stands now; 404 for an id never issued. */
export function findSubscription(store: PaymentsStore, id: string): SubscriptionObject {
  const subscription = store.subscriptions.get(id);
  if (!subscription) throw noSuch('subscription', id, 'id');
  return advanceSubscription(subscription, store.now());
}

export interface SubscriptionChange {
  subscription: SubscriptionObject;
  /** The changed fields' values before, for the event's `data.previous_attributes`. */
  previous: Partial<SubscriptionObject>;
}

/** `POST /v1/subscriptions/:id`: `cancel_at_period_end` and `metadata`. */
export function updateSubscription(store: PaymentsStore, id: string, params: FormParams): SubscriptionChange {
  rejectUnknown(params, ['cancel_at_period_end', 'metadata', 'expand']);
  const subscription = findSubscription(store, id);
  const cancelAtPeriodEnd = booleanParam(params.cancel_at_period_end, 'cancel_at_period_end');
  const metadata = metadataParam(params.metadata, 'metadata', subscription.metadata);
  if (subscription.status === 'canceled' && cancelAtPeriodEnd !== undefined) {
    throw new StripeApiError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
  }
  const { cancel_at, cancel_at_period_end, canceled_at } = subscription;
  const previous: Partial<SubscriptionObject> = {};
  if (params.metadata !== undefined && JSON.stringify(metadata) !== JSON.stringify(subscription.metadata)) {
    previous.metadata = subscription.metadata;
    subscription.metadata = metadata;
  }
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== cancel_at_period_end) {
    Object.assign(previous, { cancel_at, cancel_at_period_end, canceled_at });
    // As Stripe does: the cancellation is scheduled for the end of the current period.
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? subscription.items.data[0].current_period_end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? store.now() : null;
    subscription.cancellation_details.reason = cancelAtPeriodEnd ? 'cancellation_requested' : null;
  }
  return { subscription, previous };
}

/**
 * `DELETE /v1/subscriptions/:id`: ends it now. There are no invoices here, so `invoice_now` and
 * `prorate` are accepted and change nothing. A subscription already canceled is "no such
 * subscription", as Stripe answers.
 */
export function cancelSubscription(store: PaymentsStore, id: string, params: FormParams): SubscriptionObject {
  rejectUnknown(params, ['invoice_now', 'prorate', 'expand']);
  booleanParam(params.invoice_now, 'invoice_now');
  booleanParam(params.prorate, 'prorate');
  const subscription = findSubscription(store, id);
  if (subscription.status === 'canceled') throw noSuch('subscription', id, 'id');
  const now = store.now();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details.reason = 'cancellation_requested';
  return subscription;
}
