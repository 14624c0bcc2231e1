/**
 * A fixed-window counter per key (client IP + route family). In memory: it protects one process,
 * which is all the embedded server is.
 */
export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one request; false when the key has used up its window. */
  tryAcquire(key: string): boolean;
}

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function dropExpired(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= limit.windowMs) windows.delete(key);
    }
  }

  return {
    tryAcquire(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= limit.windowMs) {
        // Sweeping only when a new window opens keeps the map bounded without a timer.
        dropExpired(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit.max) return false;
      window.count += 1;
      return true;
    },
  };
}
