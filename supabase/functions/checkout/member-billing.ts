import type { EdgeEnv } from '../_shared/edge-function.ts';
import { serviceSelect } from '../_shared/service-rest.ts';

export interface PaidPlan {
  tier: string;
  name: string;
  /** US cents a month. */
  unitAmount: number;
}

export interface Billing {
  /** Her subscription while its period lasts. */
  current: { subscriptionId: string; tier: string } | null;
  /** Whether she ever subscribed: the free trial is for a first subscription. */
  subscribedBefore: boolean;
  customerId: string | null;
}

export async function paidPlan(env: EdgeEnv, tier: string): Promise<PaidPlan | undefined> {
  const [plan] = await serviceSelect<{ tier: string; name: string; monthly_price: number | string }>(
    env,
    `plans?select=tier,name,monthly_price&tier=eq.${encodeURIComponent(tier)}&monthly_price=gt.0`,
  );
  return plan && { tier: plan.tier, name: plan.name, unitAmount: Math.round(Number(plan.monthly_price) * 100) };
}

/** What the provider needs to know of the member, read with the service role. */
export async function billingOf(env: EdgeEnv, member: string): Promise<Billing> {
  const [[subscription], [customer]] = await Promise.all([
    serviceSelect<{ stripe_subscription_id: string | null; tier: string; current_period_end: string | null }>(
      env,
      `subscriptions?select=stripe_subscription_id,tier,current_period_end&user_id=eq.${member}`,
    ),
    serviceSelect<{ stripe_customer_id: string }>(env, `payment_customers?select=stripe_customer_id&user_id=eq.${member}`),
  ]);
  const current =
    subscription?.stripe_subscription_id && subscription.current_period_end && Date.parse(subscription.current_period_end) > Date.now()
      ? { subscriptionId: subscription.stripe_subscription_id, tier: subscription.tier }
      : null;
  return { current, subscribedBefore: Boolean(subscription), customerId: customer?.stripe_customer_id ?? null };
}

/** get_my_plan() as the caller: what Settings shows after a change. */
export async function planOf(env: EdgeEnv, token: string): Promise<object> {
  const res = await fetch(`${env.supabaseUrl}/rest/v1/rpc/get_my_plan`, {
    method: 'POST',
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/vnd.pgrst.object+json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`get_my_plan answered ${res.status}`);
  return (await res.json()) as object;
}
