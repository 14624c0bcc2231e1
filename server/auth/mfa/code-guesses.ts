import type { AuthServices } from '../auth-request';
import { rateLimitedError } from '../errors/error-catalogue';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { CHALLENGE_TTL_SECONDS } from './challenges';

/** Five wrong codes and a challenge expires (challenges.ts): a new one must be asked for, and the account's count goes on. */
export const challengeTries: RateLimit = { max: 5, windowMs: CHALLENGE_TTL_SECONDS * 1000 };

/** Refuses (429) an account that has used up its wrong codes, before any code is checked. */
export function assertMayTryCode(services: AuthServices, userId: string): void {
  if (services.mfaFailures.exhausted(userId)) throw rateLimitedError(services.mfaFailures.retryAfterMs(userId));
}

/** Counts a wrong code against the account and the challenge; true when that was the challenge's last try. */
export function countWrongCode(services: AuthServices, userId: string, challengeId?: string): boolean {
  services.mfaFailures.tryAcquire(userId);
  if (challengeId === undefined) return false;
  services.challengeFailures.tryAcquire(challengeId);
  return services.challengeFailures.exhausted(challengeId);
}
