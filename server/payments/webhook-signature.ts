import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header as Stripe builds it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>">`, keyed with the whole signing secret (`whsec_…`) as text. The stripe SDK's
 * `webhooks.constructEvent(Async)` checks exactly this, and refuses a `t` older than 5 minutes.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
