import type Stripe from 'stripe';
import type { EdgeEnv } from '../edge-function.ts';
import { serviceRpc } from '../service-rest.ts';

// The provider's states after which a subscription gives nothing any more.
const ENDED: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired', 'unpaid'];

const time = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Writes a subscription as the provider reports it (record_subscription, docs/plans.md): whose it
 * is and which plan come from the metadata the checkout function gave it, the period from its item.
 * A subscription it replaces is cancelled at the provider, so nobody pays twice.
 */
export async function applySubscription(
  env: EdgeEnv,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  { event, replaces }: { event: string | null; replaces: boolean },
): Promise<void> {
  const member = subscription.metadata?.user_id;
  const tier = subscription.metadata?.tier;
  const item = subscription.items.data[0];
  if (!member || !tier || !item) throw new Error(`subscription ${subscription.id} has no member, plan or item`);
  const replaced = await serviceRpc<string | null>(env, 'record_subscription', {
    event,
    member,
    tier,
    subscription: subscription.id,
    customer: idOf(subscription.customer),
    period_start: time(item.current_period_start),
    period_end: time(item.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    trial_end: time(subscription.trial_end),
    ended: ENDED.includes(subscription.status),
    replaces,
  });
  if (replaced) {
    await stripe.subscriptions.cancel(replaced).catch((error: unknown) => console.error(`payments: could not cancel the replaced ${replaced}:`, error));
  }
}
