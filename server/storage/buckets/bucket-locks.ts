/**
 * One writer at a time per bucket for the step that changes both a row and its file (commit, then
 * rename or unlink), so two uploads or an upload and a removal of one path cannot leave the row
 * describing the other's file. Receiving an upload happens outside the lock.
 */
export class BucketLocks {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(bucket: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(bucket) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.tails.set(bucket, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.tails.get(bucket) === tail) this.tails.delete(bucket);
    }
  }
}
