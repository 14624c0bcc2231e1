import type { EdgeHandler } from '../../supabase/functions/_shared/edge-function';
import { handler as ai } from '../../supabase/functions/ai/handler';
import { handler as checkout } from '../../supabase/functions/checkout/handler';
import { handler as deleteAccount } from '../../supabase/functions/delete-account/handler';
import { handler as emailDigest } from '../../supabase/functions/email-digest/handler';
import { handler as emailUnsubscribe } from '../../supabase/functions/email-unsubscribe/handler';
import { handler as health } from '../../supabase/functions/health/handler';
import { handler as sendPush } from '../../supabase/functions/send-push/handler';
import { handler as stripeWebhook } from '../../supabase/functions/stripe-webhook/handler';
import { handler as support } from '../../supabase/functions/support/handler';

import { readVerifyJwt } from './function-config';

export interface EdgeFunction {
  handler: EdgeHandler;
  /**
   * Whether the gateway demands a valid JWT (the default); false for callers that cannot send one,
   * such as a payment provider's webhook. From supabase/config.toml, as the CLI deploys them.
   */
  verifyJwt?: boolean;
}

const HANDLERS: Readonly<Record<string, EdgeHandler>> = {
  health,
  'delete-account': deleteAccount,
  ai,
  checkout,
  support,
  'stripe-webhook': stripeWebhook,
  'email-digest': emailDigest,
  'email-unsubscribe': emailUnsubscribe,
  'send-push': sendPush,
};

/**
 * Each handler with its gateway setting. A function without a section in supabase/config.toml, or a
 * section without a function, stops the server at start: the hosted and the embedded gateway would
 * otherwise disagree about it.
 */
export function edgeFunctions(verifyJwt: ReadonlyMap<string, boolean> = readVerifyJwt()): Record<string, EdgeFunction> {
  const names = Object.keys(HANDLERS);
  const unconfigured = names.filter((name) => !verifyJwt.has(name));
  const unknown = [...verifyJwt.keys()].filter((name) => !names.includes(name));
  if (unconfigured.length > 0 || unknown.length > 0) {
    throw new Error(
      `supabase/config.toml and server/functions/registry.ts disagree: ${[...unconfigured.map((n) => `no [functions.${n}] section`), ...unknown.map((n) => `no handler for ${n}`)].join(', ')}`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, { handler: HANDLERS[name], verifyJwt: verifyJwt.get(name) }]));
}

/** The functions /functions/v1 serves, by name: only these, never a path looked up on disk. */
export const EDGE_FUNCTIONS: Readonly<Record<string, EdgeFunction>> = edgeFunctions();
