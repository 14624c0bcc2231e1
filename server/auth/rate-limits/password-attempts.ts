import { rateLimitedError } from '../errors/error-catalogue';
import { createFixedWindows } from './fixed-windows';
import { createKnownAddresses, KNOWN_ADDRESS_LIMITS } from './known-addresses';
import type { RateLimit } from './rate-limiter';

export interface PasswordAttemptLimits {
  /** Failed password checks per client address, over every account. */
  perAddress: RateLimit;
  /** Failed password checks per account (its e-mail), from every address. */
  perAccount: RateLimit;
  /** An account with this many failures in its window accepts attempts from its known addresses only. */
  accountLockdownAt: number;
}

export interface PasswordAttempt {
  /** The password was right: the attempt does not count as a failure after all, and its address becomes known. */
  succeeded(): void;
}

export interface PasswordAttemptGuard {
  /**
   * Admits one password check from `address` for `account`, or throws 429 with Retry-After.
   * An address is known to the account when its password proved right from there lately
   * (known-addresses.ts), or when `isKnownAddress` says the account has a live session last seen
   * at it; either is asked only when the account is over its failure budget.
   */
  begin(address: string, account: string, isKnownAddress: () => Promise<boolean>): Promise<PasswordAttempt>;
}

/**
 * Failed password checks are counted per address and per account. An attempt is refused when
 *  1. its address has used up its own failure budget (whatever the account), or
 *  2. the account has used up its failure budget, the address is not one known to the account (a
 *     password proved right from it in the last 30 days, or a live session is at it), and either
 *     this address failed on the account in the window or the account reached its lockdown count.
 * So an attacker's failures close the attacker's address, and once they exhaust an account's budget
 * each further address gets one guess; past the lockdown count none. The member is never refused
 * from an address that has not itself failed, until the lockdown; and from an address where they
 * signed in before, never by the account's count (not even when they signed out since). Every
 * attempt counts as a failure until the password proves right, so concurrent guesses cannot slip
 * past a budget while bcrypt runs.
 */
export function createPasswordAttemptGuard(limits: PasswordAttemptLimits, now: () => number): PasswordAttemptGuard {
  const byAddress = createFixedWindows(limits.perAddress.windowMs, now);
  const byAccount = createFixedWindows(limits.perAccount.windowMs, now);
  const known = createKnownAddresses(KNOWN_ADDRESS_LIMITS, now);

  return {
    async begin(address, account, isKnownAddress) {
      const accountWindow = byAccount.current(account);
      const guarded =
        accountWindow !== undefined &&
        accountWindow.count >= limits.perAccount.max &&
        (accountWindow.byAddress.has(address) || accountWindow.count >= limits.accountLockdownAt);
      if (guarded && !known.has(account, address) && !(await isKnownAddress())) {
        throw rateLimitedError(byAccount.msLeft(account));
      }

      // From here on nothing awaits, so the check and the count cannot be split by another request.
      if ((byAddress.current(address)?.count ?? 0) >= limits.perAddress.max) {
        throw rateLimitedError(byAddress.msLeft(address));
      }
      const counted = [byAddress.add(address, address), byAccount.add(account, address)] as const;
      return {
        succeeded() {
          byAddress.remove(counted[0]);
          byAccount.remove(counted[1]);
          known.remember(account, address);
        },
      };
    },
  };
}
