import type { ServerResponse } from 'node:http';
import { sendJson } from '../http';

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

/**
 * An API refusal in Stripe's shape: `{ error: { type, message, param?, code? } }`. The stripe SDK
 * picks its error class from the status alone (401 → StripeAuthenticationError, 400/404 →
 * StripeInvalidRequestError, 409 → StripeAPIError), so the status matters most.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: ErrorType; param?: string; code?: string } = {},
  ) {
    super(message);
    this.name = 'StripeApiError';
  }

  get body(): { error: Record<string, string> } {
    const { type = 'invalid_request_error', param, code } = this.details;
    return { error: { type, message: this.message, ...(param && { param }), ...(code && { code }) } };
  }
}

export const invalidParam = (param: string, message: string, code = 'parameter_invalid'): StripeApiError =>
  new StripeApiError(400, message, { param, code });

export const missingParam = (param: string): StripeApiError =>
  new StripeApiError(400, `Missing required param: ${param}.`, { param, code: 'parameter_missing' });

/**
 * Stripe's words for an id it does not know: 404 when the id is the path's resource, 400 when it is
 * a parameter naming another object (`customer` on a Checkout Session).
 */
export const noSuch = (kind: string, id: string, param: string, status = 404): StripeApiError =>
  new StripeApiError(status, `No such ${kind}: '${id}'`, { param, code: 'resource_missing' });

export function sendStripeError(res: ServerResponse, error: StripeApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, error.body, headers);
}
