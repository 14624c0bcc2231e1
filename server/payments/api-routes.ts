import { findSession, createCheckoutSession } from './checkout-sessions';
import { createCustomer, findCustomer } from './customers';
import { newEvent } from './events';
import { expandFields } from './expand';
import type { FormParams } from './form-encoding';
import { rejectUnknown } from './params';
import type { PaymentsStore } from './store';
import { StripeApiError } from './stripe-error';
import { cancelSubscription, findSubscription, updateSubscription } from './subscriptions';
import type { EventObject } from './stripe-objects';

/** What a route works with; built per request by the API handler. */
export interface ApiRequest {
  store: PaymentsStore;
  params: FormParams;
  /** `req_local_…` and the Idempotency-Key, which events caused by this request name. */
  requestId: string;
  idempotencyKey: string | null;
  payUrl(id: string): string;
  /** Delivers an event to the webhook; a failure is logged, never the caller's error (Stripe's API does not fail for it). */
  deliver(event: EventObject): Promise<void>;
}

type Route = { method: string; path: RegExp; run(request: ApiRequest, id: string): Promise<object> | object };

const lookups = (store: PaymentsStore) => ({
  customer: (id: string) => store.customers.get(id),
  subscription: (id: string) => (store.subscriptions.has(id) ? findSubscription(store, id) : undefined),
});

/** A retrieval takes `expand` only. */
function retrieved<T extends object>(params: FormParams, object: T, resolvers: Parameters<typeof expandFields>[2]): T {
  rejectUnknown(params, ['expand']);
  return expandFields(object, params, resolvers);
}

/** The part of Stripe's `/v1` API a subscription checkout uses. */
const ROUTES: Route[] = [
  { method: 'POST', path: /^\/customers$/, run: ({ store, params }) => createCustomer(store, params) },
  {
    method: 'GET',
    path: /^\/customers\/([^/]+)$/,
    run: ({ store, params }, id) => retrieved(params, findCustomer(store, id), {}),
  },
  {
    method: 'POST',
    path: /^\/checkout\/sessions$/,
    run: ({ store, params, payUrl }) => expandFields(createCheckoutSession(store, params, payUrl).session, params, lookups(store)),
  },
  {
    method: 'GET',
    path: /^\/checkout\/sessions\/([^/]+)$/,
    run: ({ store, params }, id) => retrieved(params, findSession(store, id).session, lookups(store)),
  },
  {
    method: 'GET',
    path: /^\/subscriptions\/([^/]+)$/,
    run: ({ store, params }, id) => retrieved(params, findSubscription(store, id), { customer: lookups(store).customer }),
  },
  {
    method: 'POST',
    path: /^\/subscriptions\/([^/]+)$/,
    async run(request, id) {
      const { store, params } = request;
      const { subscription, previous } = updateSubscription(store, id, params);
      // Stripe sends `customer.subscription.updated` only when something changed.
      if (Object.keys(previous).length > 0) {
        await request.deliver(newEvent('customer.subscription.updated', subscription, store.now(), { previous, request: eventRequest(request) }));
      }
      return expandFields(subscription, params, { customer: lookups(store).customer });
    },
  },
  {
    method: 'DELETE',
    path: /^\/subscriptions\/([^/]+)$/,
    async run(request, id) {
      const { store, params } = request;
      const subscription = cancelSubscription(store, id, params);
      await request.deliver(newEvent('customer.subscription.deleted', subscription, store.now(), { request: eventRequest(request) }));
      return expandFields(subscription, params, { customer: lookups(store).customer });
    },
  },
];

const eventRequest = (request: ApiRequest) => ({ id: request.requestId, idempotencyKey: request.idempotencyKey });

/** Runs the route for `method path` (the path after /v1); an unknown one is refused in Stripe's words. */
export async function runApiRoute(request: ApiRequest, method: string, path: string): Promise<object> {
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (!match) continue;
    return route.run(request, match[1] === undefined ? '' : decodeId(match[1]));
  }
  throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1${path}). The local payment stand-in serves customers, checkout sessions and subscriptions.`);
}

function decodeId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
