import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Handler, ServerContext } from '../context';
import { handleApi } from './api-handler';
import { IdempotencyKeys } from './idempotency';
import { defaultPublicOrigin, socketOrigin } from './origins';
import { submitPayment } from './pay-submission';
import { showPayPage } from './pay-view';
import { createStore } from './store';
import { StripeApiError, sendStripeError } from './stripe-error';
import type { EventObject } from './stripe-objects';
import { deliverEvent, type DeliveryResult } from './webhook-delivery';

export { STRIPE_API_VERSION } from './events';
export { SUCCEEDING_CARD, DECLINED_CARD } from './test-cards';

/** Where the stand-in is mounted on the app server. */
export const PAYMENTS_PREFIX = '/local-stripe';

export interface PaymentsStandInOptions {
  /** The API key callers must send (`Authorization: Bearer …`); a random `sk_local_<32 hex>` by default. */
  secretKey?: string;
  /** The webhook signing secret; a random `whsec_local_<32 hex>` by default. */
  webhookSecret?: string;
  /**
   * The origin browsers reach this server at, for Checkout Sessions' `url`. By default PUBLIC_URL,
   * else the Host of the API request, else its socket's address (see origins.ts).
   */
  publicOrigin?: (req: IncomingMessage) => string;
  /**
   * Where events are posted. By default this server's own `stripe-webhook` Edge Function, at the
   * address the triggering request arrived on: `<socket origin>/functions/v1/stripe-webhook`.
   */
  webhookUrl?: (req: IncomingMessage) => string;
  /** The clock in milliseconds (tests move it to expire sessions and end trials). */
  now?: () => number;
}

export interface PaymentsStandIn {
  /** Serves `/v1/...` (Stripe's API) and `/pay/:sessionId` (the pay page) under its mount. */
  handler: Handler;
  secretKey: string;
  webhookSecret: string;
  /** Aborts webhook deliveries under way and forgets every object. */
  close(): void;
}

const randomHex = () => randomBytes(16).toString('hex');

/**
 * A local payment provider that speaks the part of Stripe's API a subscription checkout needs, for
 * machines without a Stripe account: Edge Functions using the real stripe SDK, pointed at
 * `<server>/local-stripe`, create customers and Checkout Sessions; the member pays with a test card
 * on a page this server shows; the webhook receives signed events as from Stripe. State is in memory.
 */
export function createPaymentsStandIn(ctx: Pick<ServerContext, 'config' | 'keys'>, options: PaymentsStandInOptions = {}): PaymentsStandIn {
  const secretKey = options.secretKey ?? `sk_local_${randomHex()}`;
  const webhookSecret = options.webhookSecret ?? `whsec_local_${randomHex()}`;
  const publicOrigin = options.publicOrigin ?? defaultPublicOrigin(ctx.config.publicUrl);
  const webhookUrl = options.webhookUrl ?? ((req: IncomingMessage) => `${socketOrigin(req)}/functions/v1/stripe-webhook`);
  const store = createStore(options.now);
  const idempotency = new IdempotencyKeys(store.now);
  const paying = new Set<string>();
  const closing = new AbortController();

  async function deliver(event: EventObject, req: IncomingMessage): Promise<DeliveryResult> {
    const target = { url: webhookUrl(req), secret: webhookSecret, anonKey: ctx.keys.anonKey, signal: closing.signal };
    const result = await deliverEvent(event, target, store.now());
    // Stripe shows failed deliveries in its dashboard; here the server's log is the only place.
    if (!result.ok) console.warn(`local-stripe: ${event.type} (${event.id}) was not delivered: ${result.reason}`);
    return result;
  }

  const apiServices = {
    store,
    secretKey,
    idempotency,
    payUrl: (req: IncomingMessage, id: string) => `${publicOrigin(req)}${PAYMENTS_PREFIX}/pay/${id}`,
    deliver: async (event: EventObject, req: IncomingMessage) => {
      await deliver(event, req);
    },
  };

  const handler: Handler = async (req, res, subpath) => {
    if (subpath.startsWith('/v1/')) return handleApi(apiServices, req, res, subpath.slice('/v1'.length));
    const id = /^\/pay\/([\w-]+)$/.exec(subpath)?.[1];
    // The form posts back to the page's own path, whatever the mount.
    const action = new URL(req.url ?? '/', 'http://local').pathname;
    if (id !== undefined && (req.method === 'GET' || req.method === 'HEAD')) return showPayPage(store, res, id, action, paying.has(id));
    if (id !== undefined && req.method === 'POST') return submitPayment({ store, deliver, paying }, req, res, id, action);
    const error = id === undefined ? `Unrecognized request URL (${req.method}: ${subpath}).` : `The pay page takes GET and POST, not ${req.method}.`;
    sendStripeError(res, new StripeApiError(id === undefined ? 404 : 405, error), id === undefined ? {} : { Allow: 'GET, HEAD, POST' });
  };

  return {
    handler,
    secretKey,
    webhookSecret,
    close() {
      closing.abort();
      store.customers.clear();
      store.sessions.clear();
      store.subscriptions.clear();
      idempotency.clear();
    },
  };
}
