import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readBody } from '../http';
import { runApiRoute, type ApiRequest } from './api-routes';
import { FormEncodingError, parseStripeForm, type FormParams } from './form-encoding';
import type { IdempotencyKeys } from './idempotency';
import type { PaymentsStore } from './store';
import { StripeApiError, sendStripeError } from './stripe-error';
import { newId, type EventObject } from './stripe-objects';

/** Stripe's requests are a few kilobytes; this leaves ample room and no more. */
const MAX_API_BODY_BYTES = 64 * 1024;

export interface ApiServices {
  store: PaymentsStore;
  secretKey: string;
  idempotency: IdempotencyKeys;
  payUrl(req: IncomingMessage, id: string): string;
  deliver(event: EventObject, req: IncomingMessage): Promise<void>;
}

/** `/v1/...` as Stripe answers it: Bearer secret key, form-encoded parameters, JSON objects or Stripe errors. */
export async function handleApi(services: ApiServices, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const requestId = newId('req');
  const headers = { 'Request-Id': requestId, 'Cache-Control': 'no-store' };
  let idempotencyKey: string | undefined;
  try {
    checkSecretKey(req, services.secretKey);
    const body = await readParams(req);
    const method = req.method ?? 'GET';
    const key = method === 'POST' ? header(req, 'idempotency-key') : undefined;
    if (key !== undefined) {
      const replay = services.idempotency.begin(key, `${method} ${req.url} ${body.text}`);
      if (replay) return send(res, replay.status, replay.body, { ...headers, 'Idempotent-Replayed': 'true' });
      // Set only once the key is this request's: a refused reuse must not free another's key.
      idempotencyKey = key;
    }
    const request: ApiRequest = {
      store: services.store,
      params: body.params,
      requestId,
      idempotencyKey: idempotencyKey ?? null,
      payUrl: (id) => services.payUrl(req, id),
      deliver: (event) => services.deliver(event, req),
    };
    const text = JSON.stringify(await runApiRoute(request, method, path), null, 2);
    if (idempotencyKey !== undefined) services.idempotency.finish(idempotencyKey, { status: 200, body: text });
    send(res, 200, text, headers);
  } catch (error) {
    // A failed request frees its key: the client may try again with it.
    if (idempotencyKey !== undefined) services.idempotency.finish(idempotencyKey, { status: 500, body: '' });
    if (!(error instanceof StripeApiError)) throw error;
    sendStripeError(res, error, headers);
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function checkSecretKey(req: IncomingMessage, secretKey: string): void {
  const authorization = header(req, 'authorization') ?? '';
  const key = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (key === undefined) {
    throw new StripeApiError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const given = Buffer.from(key);
  const expected = Buffer.from(secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    // Stripe's answer: 401 with type invalid_request_error (the SDK makes it a StripeAuthenticationError).
    throw new StripeApiError(401, `Invalid API Key provided: ${maskKey(key)}`);
  }
}

const maskKey = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '*'.repeat(key.length));

/** The query string's parameters (GET and DELETE carry them there) and the form body's. */
async function readParams(req: IncomingMessage): Promise<{ params: FormParams; text: string }> {
  const query = new URL(req.url ?? '/', 'http://local').search.slice(1);
  const text = await readBody(req, MAX_API_BODY_BYTES).then(
    (body) => body.toString('utf8'),
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 413) throw new StripeApiError(413, `Request body is larger than ${MAX_API_BODY_BYTES} bytes.`);
      throw error;
    },
  );
  const type = header(req, 'content-type') ?? '';
  if (text !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new StripeApiError(400, 'Invalid request: the body must be application/x-www-form-urlencoded, as Stripe takes it.');
  }
  try {
    return { params: parseStripeForm([query, text].filter(Boolean).join('&')), text };
  } catch (error) {
    if (error instanceof FormEncodingError) throw new StripeApiError(400, error.message, { param: error.param });
    throw error;
  }
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}
