import { periodSeconds } from './store';
import type { SubscriptionObject } from './stripe-objects';

/**
 * Brings a subscription up to `now` when it is read, since nothing runs in the background: a trial
 * that is over makes it active, a period that is over starts the next one (payment always succeeds
 * here), and a subscription set to cancel ends at its period's end. Stripe would send events for
 * these changes; the stand-in sends none for them (only for API calls and payments).
 */
export function advanceSubscription(subscription: SubscriptionObject, now: number): SubscriptionObject {
  if (subscription.status === 'canceled') return subscription;
  if (subscription.cancel_at !== null && now >= subscription.cancel_at) {
    subscription.status = 'canceled';
    subscription.ended_at = subscription.cancel_at;
    return subscription;
  }
  for (const item of subscription.items.data) {
    const length = periodSeconds(item.price);
    while (now >= item.current_period_end) {
      item.current_period_start = item.current_period_end;
      item.current_period_end += length;
    }
  }
  subscription.status = subscription.trial_end !== null && now < subscription.trial_end ? 'trialing' : 'active';
  return subscription;
}
