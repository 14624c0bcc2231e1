import { isNetworkError, type ApiError } from '@/shared/api';
import { factorErrorMessages as messages, factorFailureTexts as failures } from '../config/texts';

type KnownCode = keyof typeof messages;

const isKnown = (code: string | undefined): code is KnownCode => code !== undefined && Object.hasOwn(messages, code);

interface FactorErrorLike {
  code?: string;
  status?: number;
  message?: string;
  /** PostgREST's: the recovery-code functions refuse an aal1 session with 42501, hint insufficient_aal. */
  hint?: string;
}

/**
 * A refused MFA call (enroll, challenge, verify, unenroll, recovery codes) as the member reads it:
 * GoTrue's codes in plain words, a rate limit as one, and GoTrue's own message for the rest.
 */
export function mapFactorError(error: unknown): ApiError {
  const { code: given, status, message, hint } = (error ?? {}) as FactorErrorLike;
  const code = hint === 'insufficient_aal' ? hint : given;
  if (globalThis.navigator?.onLine === false || isNetworkError(error)) return { message: failures.network, code: 'network' };
  if (status === 429 || code === 'over_request_rate_limit' || code === 'too_many_requests') {
    return { message: failures.tooManyAttempts, code: code ?? 'rate_limited', status };
  }
  if (isKnown(code)) return { message: messages[code], code, status };
  return { message: message || failures.fallback, code, status };
}

/** The same, for a recovery code: GoTrue's 'wrong code' names the recovery code, not the app. */
export function mapRecoveryCodeError(error: unknown): ApiError {
  const mapped = mapFactorError(error);
  return mapped.code === 'mfa_verification_failed' ? { ...mapped, message: failures.recoveryCodeRefused } : mapped;
}
