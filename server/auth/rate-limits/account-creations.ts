import { AuthHttpError } from '../errors/auth-error';
import { AUTH_ERRORS } from '../errors/error-catalogue';
import { createFixedWindows } from './fixed-windows';
import type { RateLimit } from './rate-limiter';

/**
 * Accounts made from one client address in a window (a farm of fake profiles comes from few
 * addresses). Only accounts actually created count: a refused sign-up (a taken e-mail, a weak
 * password) does not use up the address's allowance.
 */
export interface AccountCreations {
  /** Throws 429 when the address has made its window's accounts. */
  assertAllowed(ip: string): void;
  record(ip: string): void;
}

export const TOO_MANY_ACCOUNTS = 'Too many accounts were created from your network recently. Please try again later.';

export function createAccountCreations(limit: RateLimit, now: () => number = Date.now): AccountCreations {
  const windows = createFixedWindows(limit.windowMs, now);
  return {
    assertAllowed(ip) {
      if ((windows.current(ip)?.count ?? 0) < limit.max) return;
      const [status, code] = AUTH_ERRORS.rateLimited;
      const seconds = Math.max(1, Math.ceil(windows.msLeft(ip) / 1000));
      throw new AuthHttpError(status, code, TOO_MANY_ACCOUNTS, {}, { 'Retry-After': String(seconds) });
    },
    record: (ip) => windows.add(ip, ''),
  };
}
