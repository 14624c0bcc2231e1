/**
 * Client events (broadcast, presence) per second of one connection: a bucket of `perSecond` tokens
 * refilled continuously, so a steady 10 per second passes and an eleventh within the second does not.
 */
export class EventRateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = perSecond;
    this.last = now();
  }

  /** Counts one event; false when the connection is over its rate. */
  tryTake(): boolean {
    const at = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
