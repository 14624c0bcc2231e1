import type { Database } from '../../db';

/**
 * One writer at a time per bucket for the step that changes both a row and its file (commit, then
 * rename or unlink), so two uploads or an upload and a removal of one path cannot leave the row
 * describing the other's file. Receiving an upload happens outside the lock.
 *
 * Given the database (PostgreSQL, where several server processes may share the storage directory:
 * docs/deployment.md, Running on your own PostgreSQL), the lock is also a transaction-scoped advisory
 * lock, held while the step runs, so the other processes wait too. Taken after this process's own
 * lock, so each process holds at most one pooled connection per bucket for it.
 */
export class BucketLocks {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly shared?: Pick<Database, 'transaction'>) {}

  async run<T>(bucket: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(bucket) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.tails.set(bucket, tail);
    await previous;
    try {
      if (!this.shared) return await fn();
      // fn's own failure is kept out of the lock's transaction, which would run it again on a deadlock.
      let outcome: { value: T } | { error: unknown } | undefined;
      await this.shared.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('ascend.storage.bucket'), hashtext($1))`, [bucket]);
        outcome = await fn().then((value) => ({ value }), (error: unknown) => ({ error }));
      });
      if (!outcome || 'error' in outcome) throw outcome?.error;
      return outcome.value;
    } finally {
      release();
      if (this.tails.get(bucket) === tail) this.tails.delete(bucket);
    }
  }
}
