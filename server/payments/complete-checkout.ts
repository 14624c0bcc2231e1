import { addCustomer } from './customers';
import { newEvent } from './events';
import type { PaymentsStore, SessionRecord } from './store';
import type { EventObject } from './stripe-objects';
import { newSubscription } from './subscriptions';
import type { DeliveryResult } from './webhook-delivery';

/**
 * What an approved card does to an open session: the customer (made now when the session named only
 * an e-mail address), the subscription (with `subscription_data[metadata]`), the session complete,
 * and `checkout.session.completed` delivered to the webhook. All of it is stored before the delivery,
 * because the webhook handler may read the session or the subscription back through the API.
 *
 * Unlike Stripe, which keeps the payment and retries the webhook for days, a delivery that fails
 * undoes everything and leaves the session open: locally a failing webhook is a bug to see at once,
 * and the member can simply pay again once it is fixed.
 */
export async function completeCheckout(
  store: PaymentsStore,
  record: SessionRecord,
  cardName: string,
  deliver: (event: EventObject) => Promise<DeliveryResult>,
): Promise<boolean> {
  const before = record.session;
  const now = store.now();
  const created = before.customer === null ? addCustomer(store, { email: before.customer_email, name: cardName }) : undefined;
  const customerId = created?.id ?? (before.customer as string);
  const subscription = newSubscription(record, customerId, now);
  store.subscriptions.set(subscription.id, subscription);
  const customer = store.customers.get(customerId);
  record.session = {
    ...before,
    status: 'complete',
    // A trial charges nothing today; Stripe marks such a session as needing no payment.
    payment_status: record.trialDays === null ? 'paid' : 'no_payment_required',
    customer: customerId,
    customer_details: { email: customer?.email ?? before.customer_email, name: cardName },
    subscription: subscription.id,
    url: null,
  };
  const delivery = await deliver(newEvent('checkout.session.completed', record.session, now));
  if (delivery.ok) return true;
  store.subscriptions.delete(subscription.id);
  if (created) store.customers.delete(created.id);
  record.session = before;
  return false;
}
