import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../http/http-error';
import { sendJson } from '../../http/send-json';
import { API_VERSION_2024_01_01, API_VERSION_HEADER, wantsDatedErrors } from './api-version';
import { AuthHttpError } from './auth-error';
import { authError } from './error-catalogue';

/** Turns whatever a route threw into the error GoTrue would have answered. */
export function toAuthHttpError(error: unknown): AuthHttpError {
  if (error instanceof AuthHttpError) return error;
  if (error instanceof HttpError) {
    if (error.reason === 'invalid_json') return authError('badJson');
    if (error.reason === 'body_too_large') return authError('bodyTooLarge', error.message);
  }
  return authError('unexpected');
}

/**
 * The two error bodies GoTrue writes: `{ code, message }` for clients that send the 2024-01-01 API
 * version header (auth-js does), `{ code: status, error_code, msg }` for everyone else.
 */
export function authErrorBody(error: AuthHttpError, dated: boolean): Record<string, unknown> {
  return dated
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const authHttpError = toAuthHttpError(error);
  if (authHttpError.status >= 500) console.error('auth: unexpected failure', error);
  const dated = wantsDatedErrors(req);
  const headers: Record<string, string> = { ...authHttpError.headers, 'x-sb-error-code': authHttpError.code };
  if (dated) headers[API_VERSION_HEADER] = API_VERSION_2024_01_01;
  sendJson(res, authHttpError.status, authErrorBody(authHttpError, dated), headers);
}
