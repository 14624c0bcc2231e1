import type { EdgeHandler } from '../../supabase/functions/_shared/edge-function';

/**
 * A function whose module is imported on its first request: the AI, payment and mail clients it
 * brings cost tens of megabytes that a server which never calls it need not hold
 * (docs/performance.md, Cold start). A failed import is tried again on the next request.
 */
function onFirstCall(load: () => Promise<{ handler: EdgeHandler }>): EdgeHandler {
  let loaded: Promise<EdgeHandler> | undefined;
  return async (request, env) => {
    loaded ??= load().then(
      (module) => module.handler,
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded)(request, env);
  };
}

const ai = onFirstCall(() => import('../../supabase/functions/ai/handler'));
const checkout = onFirstCall(() => import('../../supabase/functions/checkout/handler'));
const deleteAccount = onFirstCall(() => import('../../supabase/functions/delete-account/handler'));
const emailDigest = onFirstCall(() => import('../../supabase/functions/email-digest/handler'));
const emailUnsubscribe = onFirstCall(() => import('../../supabase/functions/email-unsubscribe/handler'));
const health = onFirstCall(() => import('../../supabase/functions/health/handler'));
const stripeWebhook = onFirstCall(() => import('../../supabase/functions/stripe-webhook/handler'));

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
  // Called by the payment provider, which signs its events instead of sending a JWT.
  'stripe-webhook': { handler: stripeWebhook, verifyJwt: false },
  // Called by a scheduler with the service-role key (the handler accepts nothing else).
  'email-digest': { handler: emailDigest },
  // Posted by mail clients (RFC 8058 one-click), which send no JWT: the link's signature is the proof.
  'email-unsubscribe': { handler: emailUnsubscribe, verifyJwt: false },
};
