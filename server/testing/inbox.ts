/** Every payload a callback received, and a way to wait for the next ones. */
export class Inbox<T = unknown> {
  readonly received: T[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  readonly push = (payload: T): void => {
    this.received.push(payload);
    this.waiters = this.waiters.filter((w) => (this.received.length >= w.count ? (w.resolve(), false) : true));
  };

  /**
   * Resolves when `count` payloads have arrived in all; rejects after `timeoutMs`. The wait ends as
   * soon as they arrive, so a generous limit costs a passing test nothing, while a machine whose cores
   * are busy with other test workers may take seconds to deliver one.
   */
  waitFor(count: number, timeoutMs = 15_000): Promise<T[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`waited for ${count}, got ${this.received.length}: ${summary(this.received)}`)), timeoutMs);
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.received);
        },
      });
    });
  }
}

// What arrived, short enough to read in a CI log: which event went missing tells where to look.
function summary(received: readonly unknown[]): string {
  return JSON.stringify(received).slice(0, 600);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
