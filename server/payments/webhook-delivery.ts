import type { EventObject } from './stripe-objects';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookTarget {
  url: string;
  secret: string;
  /**
   * The project's anon key, sent as `apikey`: the embedded gateway wants one on every
   * /functions/v1 request, as the hosted one does. Stripe sends none; the webhook function must
   * not need it (it opts out of JWT checks and trusts the signature alone).
   */
  anonKey: string;
  /** Aborted when the stand-in closes, so a slow endpoint does not hold the server open. */
  signal: AbortSignal;
}

export type DeliveryResult = { ok: true; status: number } | { ok: false; reason: string };

/**
 * Posts one event, signed, and waits for the endpoint's answer (at most 10 s): delivery is
 * synchronous, so when a payment or an API call returns, its event has been handled. Only a 2xx
 * answer counts as delivered. There are no retries: the caller decides what a failure means.
 */
export async function deliverEvent(event: EventObject, target: WebhookTarget, now: number): Promise<DeliveryResult> {
  const payload = JSON.stringify(event, null, 2);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signatureHeader(payload, target.secret, now),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks; local stand-in)',
        apikey: target.anonKey,
      },
      body: payload,
      signal: AbortSignal.any([target.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    // Read to the end so the connection can be reused; the content does not matter.
    await response.arrayBuffer();
    if (response.ok) return { ok: true, status: response.status };
    return { ok: false, reason: `${target.url} answered ${response.status}` };
  } catch (error) {
    return { ok: false, reason: `${target.url} could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}
