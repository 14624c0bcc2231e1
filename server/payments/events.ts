import { newId, type EventObject } from './stripe-objects';

/** The API version of the stripe SDK this stand-in was written against; events carry it as Stripe's do. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface EventSource {
  /** The API request that caused the event (`req_…` and its Idempotency-Key); none for a payment. */
  request?: { id: string; idempotencyKey: string | null };
  /** For `*.updated`: the changed fields' earlier values. */
  previous?: Record<string, unknown>;
}

/**
 * An event as a webhook endpoint receives it. `data.object` is a copy taken now, so later changes to
 * the stored object do not alter an event already built.
 */
export function newEvent(type: string, object: object, now: number, source: EventSource = {}): EventObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: now,
    data: { object: structuredClone(object), ...(source.previous && { previous_attributes: structuredClone(source.previous) }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: source.request?.id ?? null, idempotency_key: source.request?.idempotencyKey ?? null },
    type,
  };
}
