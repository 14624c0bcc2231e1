import { describeFunctionFailure } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';

/** What the `checkout` function takes (docs/plans.md, Checkout). */
export type CheckoutRequest =
  | { tier: 'basic' | 'premium' | 'elite' }
  | { action: 'confirm'; sessionId: string }
  | { action: 'cancel' }
  | { action: 'resume' };

/** One call of the function; a refusal comes back described (its status and `{ error, code }`), for the log. */
export async function invokeCheckout<Answer>(supabase: AppSupabaseClient, body: CheckoutRequest) {
  const { data, error } = await supabase.functions.invoke<Answer>('checkout', { body });
  if (error) return { data: null, error: await describeFunctionFailure(error) };
  return { data, error: null };
}

/** Whether the server can sell a plan now (a payment provider and the site it returns to are set up). */
export async function readPaymentsStatus(supabase: AppSupabaseClient) {
  const { data, error } = await supabase.functions.invoke<{ available: boolean }>('checkout/status', { method: 'GET' });
  if (error) return { data: null, error: await describeFunctionFailure(error) };
  return { data, error: null };
}
