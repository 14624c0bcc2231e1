import { createFixedWindows } from './fixed-windows';

export interface RateLimit {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

/** Requests per key (client address + route family), whatever their outcome. */
export interface RateLimiter {
  /** Counts one request; false when the key has used up its window. */
  tryAcquire(key: string): boolean;
  /** Whether the key has used up its window, without counting. */
  exhausted(key: string): boolean;
  /** Milliseconds until the key's window closes. */
  retryAfterMs(key: string): number;
}

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = createFixedWindows(limit.windowMs, now);
  const exhausted = (key: string) => (windows.current(key)?.count ?? 0) >= limit.max;
  return {
    tryAcquire(key) {
      if (exhausted(key)) return false;
      windows.add(key, '');
      return true;
    },
    exhausted,
    retryAfterMs: (key) => windows.msLeft(key),
  };
}
