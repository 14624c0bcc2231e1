import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readConfig } from '../config';
import { closeWithFile } from './open-resources';
import { createPaymentsStandIn, PAYMENTS_PREFIX, type PaymentsStandIn, type PaymentsStandInOptions } from '../payments';

/**
 * The payment stand-in alone, for its own tests: the stand-in behind a real
 * HTTP server on 127.0.0.1, next to a recording `/functions/v1/stripe-webhook`, and the real stripe
 * SDK pointed at it the way the Edge Functions point theirs: a fetch that sends api.stripe.com's
 * requests to `<server>/local-stripe`.
 */
export interface StandInHarness {
  /** The server's origin, e.g. http://127.0.0.1:1234. */
  url: string;
  standIn: PaymentsStandIn;
  stripe: Stripe;
  /** A client with another secret key. */
  stripeWithKey(key: string): Stripe;
  webhook: {
    received: { body: string; headers: IncomingHttpHeaders }[];
    /** What the webhook answers; 200 unless a test sets another. */
    status: number;
  };
  /** The stand-in's clock in milliseconds; tests move it. */
  clock: { now: number };
  anonKey: string;
  close(): Promise<void>;
}

const ANON_KEY = 'anon-key-for-the-gateway';

/** The rewrite the functions apply: Stripe's origin becomes the stand-in's mount. */
export function standInFetch(origin: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`${origin}${PAYMENTS_PREFIX}${url.pathname}${url.search}`, init);
  };
}

export const stripeClient = (origin: string, key: string): Stripe =>
  new Stripe(key, { httpClient: Stripe.createFetchHttpClient(standInFetch(origin)), maxNetworkRetries: 0 });

function readAll(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Registered with the file's open resources before it starts, so a failed start still closes. */
export async function startStandIn(options: PaymentsStandInOptions = {}): Promise<StandInHarness> {
  const register = closeWithFile;
  const clock = { now: Date.UTC(2030, 0, 15, 12) };
  const config = { ...readConfig({}), jwtSecret: 'unused-by-the-stand-in' };
  const standIn = createPaymentsStandIn({ config, keys: { anonKey: ANON_KEY, serviceRoleKey: 'unused' } }, { now: () => clock.now, ...options });
  const webhook: StandInHarness['webhook'] = { received: [], status: 200 };

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const serve = async () => {
      if (pathname.startsWith(`${PAYMENTS_PREFIX}/`)) return standIn.handler(req, res, pathname.slice(PAYMENTS_PREFIX.length));
      if (pathname === '/functions/v1/stripe-webhook' && req.method === 'POST') {
        webhook.received.push({ body: await readAll(req), headers: req.headers });
        res.writeHead(webhook.status, { 'Content-Type': 'application/json' }).end('{"received":true}');
        return;
      }
      res.writeHead(404).end();
    };
    serve().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const close = register(async () => {
    standIn.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    standIn,
    stripe: stripeClient(url, standIn.secretKey),
    stripeWithKey: (key) => stripeClient(url, key),
    webhook,
    clock,
    anonKey: ANON_KEY,
    close,
  };
}

/** The product's plan as the checkout function would sell it, with what a test adds. */
export function sessionParams(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    customer_email: 'ada@example.com',
    client_reference_id: 'user-1',
    success_url: 'http://127.0.0.1:5173/premium?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5173/premium',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 1999, recurring: { interval: 'month' }, product_data: { name: 'Ascend Premium' } },
        quantity: 1,
      },
    ],
    metadata: { user_id: 'user-1' },
    subscription_data: { metadata: { user_id: 'user-1', plan: 'premium' } },
    ...extra,
  };
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' };

/** Submits the pay page's form as a browser would, without following the redirect. */
export function submitCard(pageUrl: string, fields: Partial<typeof GOOD_CARD> = {}): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...GOOD_CARD, ...fields }).toString(),
    redirect: 'manual',
  });
}
