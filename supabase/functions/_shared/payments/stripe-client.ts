import type Stripe from 'stripe';
import type { FunctionSecrets } from '../function-secrets.ts';

export interface PaymentSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible API (the embedded server's stand-in); unset for Stripe itself. */
  apiUrl: string | undefined;
}

let sdk: Promise<typeof Stripe> | undefined;
/**
 * The SDK is imported by the first payment call: a server (or function instance) that takes none does
 * not hold its ~17 MB (docs/performance.md, Cold start).
 */
const loadStripe = () => (sdk ??= import('stripe').then((module) => module.default));

/** The provider's settings, or undefined when none is configured (the functions then answer 503). */
export function readPaymentSettings(secrets: FunctionSecrets): PaymentSettings | undefined {
  const secretKey = secrets.get('STRIPE_SECRET_KEY');
  const webhookSecret = secrets.get('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) return undefined;
  return { secretKey, webhookSecret, apiUrl: secrets.get('STRIPE_API_URL') };
}

/**
 * The `stripe` SDK on the Fetch API (what Deno needs, and Node 20 has). The SDK takes a host but no
 * base path, so a Stripe-compatible API elsewhere (the stand-in under /local-stripe) is reached by
 * rewriting each request's origin to it.
 */
export async function createStripe({ secretKey, apiUrl }: PaymentSettings): Promise<Stripe> {
  const Stripe = await loadStripe();
  const base = apiUrl?.replace(/\/+$/, '');
  const viaBase: typeof fetch = (input, init) => fetch(String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, base!), init);
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(base ? viaBase : fetch),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/** Web Crypto for checking webhook signatures (Deno has no Node crypto). */
export async function stripeCryptoProvider(): Promise<Stripe.CryptoProvider> {
  return (await loadStripe()).createSubtleCryptoProvider();
}
