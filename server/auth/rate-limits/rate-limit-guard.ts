import type { AuthRequest, AuthServices } from '../auth-request';
import { AuthHttpError } from '../errors/auth-error';
import { AUTH_ERRORS, rateLimitedError } from '../errors/error-catalogue';
import { hasSessionAtAddress } from '../sessions/sessions';
import type { PasswordAttempt } from './password-attempts';

/** Route families counted apart: a burst of sign-ups does not lock a person out of signing in. */
export type RateLimitedFamily = 'sign_in' | 'sign_up' | 'verify';

export function assertWithinRateLimit(request: AuthRequest, services: AuthServices, family: RateLimitedFamily): void {
  const key = `${request.ip}|${family}`;
  const limiter = family === 'verify' ? services.verifyLimiter : services.limiter;
  if (!limiter.tryAcquire(key)) throw rateLimitedError(limiter.retryAfterMs(key));
}

/**
 * Counts one request that would change the user's e-mail, or throws 429: each answers whether an
 * address is registered, so even the account's own sessions may not ask that in bulk.
 */
export function assertEmailChangeWithinLimit(services: AuthServices, userId: string): void {
  if (!services.emailChanges.tryAcquire(userId)) throw rateLimitedError(services.emailChanges.retryAfterMs(userId));
}

/** Admits one password check for the account with this e-mail from the request's address (or throws 429). */
export function beginPasswordAttempt(request: AuthRequest, services: AuthServices, email: string): Promise<PasswordAttempt> {
  const account = email.trim().toLowerCase();
  return services.passwordAttempts.begin(request.ip, account, () =>
    hasSessionAtAddress(services.ctx.db, account, request.ip),
  );
}

/** Counts one request that sends an auth e-mail from the client's address, or throws GoTrue's 429. */
export function assertEmailSendWithinLimit(request: AuthRequest, services: AuthServices): void {
  if (services.emailSends.tryAcquire(request.ip)) return;
  const [status, code, text] = AUTH_ERRORS.emailRateLimited;
  const seconds = Math.max(1, Math.ceil(services.emailSends.retryAfterMs(request.ip) / 1000));
  throw new AuthHttpError(status, code, text, {}, { 'Retry-After': String(seconds) });
}
