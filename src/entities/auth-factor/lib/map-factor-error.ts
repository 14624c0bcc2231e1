import { isNetworkError, type ApiError } from '@/shared/api';
import { factorErrorMessages as messages } from '../config/texts';

type KnownCode = Exclude<keyof typeof messages, 'tooManyAttempts' | 'network' | 'fallback'>;

const isKnown = (code: string | undefined): code is KnownCode =>
  code !== undefined && code in messages && !['tooManyAttempts', 'network', 'fallback'].includes(code);

/**
 * A refused MFA call (enroll, challenge, verify, unenroll, a recovery code) as the member reads it:
 * GoTrue's codes in plain words, a rate limit as one, and GoTrue's own message for the rest.
 */
export function mapFactorError(error: unknown): ApiError {
  const { code, status, message } = (error ?? {}) as { code?: string; status?: number; message?: string };
  if (globalThis.navigator?.onLine === false || isNetworkError(error)) return { message: messages.network, code: 'network' };
  if (status === 429 || code === 'over_request_rate_limit' || code === 'too_many_requests') {
    return { message: messages.tooManyAttempts, code: code ?? 'rate_limited', status };
  }
  if (isKnown(code)) return { message: messages[code], code, status };
  return { message: message || messages.fallback, code, status };
}
