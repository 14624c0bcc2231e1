import type { AuthRequest, AuthServices } from './auth-request';
import { authError } from './auth-errors';

/** Route families counted apart: a burst of sign-ups does not lock a person out of signing in. */
export type RateLimitedFamily = 'sign_in' | 'sign_up';

export function assertWithinRateLimit(request: AuthRequest, services: AuthServices, family: RateLimitedFamily): void {
  if (!services.limiter.tryAcquire(`${request.ip}|${family}`)) throw authError('rateLimited');
}
