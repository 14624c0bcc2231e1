export interface KnownAddressLimits {
  /** Addresses remembered per account, the most recent ones. */
  perAccount: number;
  /** How long a sign-in keeps its address known. */
  ttlMs: number;
  /** Accounts remembered at all, the most recently signed in; bounds the memory. */
  accounts: number;
}

const DAY = 24 * 60 * 60 * 1000;
export const KNOWN_ADDRESS_LIMITS: KnownAddressLimits = { perAccount: 10, ttlMs: 30 * DAY, accounts: 100_000 };

/** The addresses each account proved its password from, in memory like the failure counters. */
export interface KnownAddresses {
  remember(account: string, address: string): void;
  has(account: string, address: string): boolean;
}

export function createKnownAddresses(limits: KnownAddressLimits, now: () => number): KnownAddresses {
  // Maps keep insertion order; (re)inserting on every use keeps the least recently used first.
  const byAccount = new Map<string, Map<string, number>>();

  return {
    remember(account, address) {
      const addresses = byAccount.get(account) ?? new Map<string, number>();
      byAccount.delete(account);
      byAccount.set(account, addresses);
      addresses.delete(address);
      addresses.set(address, now());
      for (const oldest of addresses.keys()) {
        if (addresses.size <= limits.perAccount) break;
        addresses.delete(oldest);
      }
      for (const oldest of byAccount.keys()) {
        if (byAccount.size <= limits.accounts) break;
        byAccount.delete(oldest);
      }
    },
    has(account, address) {
      const seenAt = byAccount.get(account)?.get(address);
      return seenAt !== undefined && now() - seenAt < limits.ttlMs;
    },
  };
}
