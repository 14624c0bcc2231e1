import type { EdgeHandler } from '../../supabase/functions/_shared/edge-function';
import { handler as ai } from '../../supabase/functions/ai/handler';
import { handler as checkout } from '../../supabase/functions/checkout/handler';
import { handler as deleteAccount } from '../../supabase/functions/delete-account/handler';
import { handler as emailDigest } from '../../supabase/functions/email-digest/handler';
import { handler as emailUnsubscribe } from '../../supabase/functions/email-unsubscribe/handler';
import { handler as health } from '../../supabase/functions/health/handler';
import { handler as stripeWebhook } from '../../supabase/functions/stripe-webhook/handler';
import { handler as support } from '../../supabase/functions/support/handler';

export interface EdgeFunction {
  handler: EdgeHandler;
  /**
   * Whether the gateway demands a valid JWT (the default, like `verify_jwt` in supabase/config.toml);
   * false for callers that cannot send one, such as a payment provider's webhook.
   */
  verifyJwt?: boolean;
}

/** The functions /functions/v1 serves, by name: only these, never a path looked up on disk. */
export const EDGE_FUNCTIONS: Readonly<Record<string, EdgeFunction>> = {
  health: { handler: health },
  'delete-account': { handler: deleteAccount },
  ai: { handler: ai },
  checkout: { handler: checkout },
  // A member's request to the team: stored as herself, e-mailed to SUPPORT_EMAIL.
  support: { handler: support },
  // Called by the payment provider, which signs its events instead of sending a JWT.
  'stripe-webhook': { handler: stripeWebhook, verifyJwt: false },
  // Called by a scheduler with the service-role key (the handler accepts nothing else).
  'email-digest': { handler: emailDigest },
  // Posted by mail clients (RFC 8058 one-click), which send no JWT: the link's signature is the proof.
  'email-unsubscribe': { handler: emailUnsubscribe, verifyJwt: false },
};
