import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { DatabaseLease, LeaseTx } from './file-databases';
import { copyIntoThisRealm } from './realm-copy';
import type { SnapshotState } from './snapshot-state';

/** A PGlite of the pool (pglite-pool.ts) and what it held when loaded from the snapshot. */
export interface Pooled {
  id: number;
  pg: PGlite;
  state: SnapshotState;
}

/** How long the file's last queries may run on after it released the database. */
const SETTLE_MS = 5_000;

/**
 * `work`'s result, or `late` once `ms` passed. The timer is cleared as soon as work ends: a pending
 * timer keeps the async context it was set in (the test file's realm) alive until it fires.
 */
export async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(resolve, ms, late).unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const closedError = () => new Error('this database is closed: its test file closed it or ended');

/**
 * One pooled PGlite lent to a test file (pglite-pool.ts). Parameters are copied into the worker's
 * realm, which PGlite's serializers check with `instanceof` (realm-copy.ts). Released, it refuses
 * further calls, waits a while for those under way, stops the file's listeners and hands the copy
 * back: a query from a file that timed out can never reach the next file's data.
 */
export class PooledLease implements DatabaseLease {
  readonly #pooled: Pooled;
  readonly #takeBack: (pooled: Pooled, settled: boolean) => Promise<void>;
  readonly #running = new Set<Promise<unknown>>();
  readonly #listening = new Set<() => Promise<void>>();
  #released: Promise<void> | undefined;

  constructor(pooled: Pooled, takeBack: (pooled: Pooled, settled: boolean) => Promise<void>) {
    this.#pooled = pooled;
    this.#takeBack = takeBack;
  }

  get instance(): number {
    return this.#pooled.id;
  }

  get closed(): boolean {
    return this.#released !== undefined || this.#pooled.pg.closed;
  }

  query(sql: string, params?: unknown[]): Promise<Results> {
    return this.#run((pg) => pg.query(sql, copyIntoThisRealm(params)));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#run((pg) => pg.exec(sql));
  }

  transaction<T>(fn: (tx: LeaseTx) => Promise<T>): Promise<T> {
    return this.#run((pg) => pg.transaction((tx) => fn(leaseTx(tx))));
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    // Registered before the call settles, so a release waiting for it stops this listener too.
    return this.#run(async (pg) => {
      const unlisten = await pg.listen(channel, onPayload);
      const stop = async () => {
        if (this.#listening.delete(stop)) await unlisten();
      };
      this.#listening.add(stop);
      return stop;
    });
  }

  release(): Promise<void> {
    this.#released ??= this.#handBack();
    return this.#released;
  }

  async #handBack(): Promise<void> {
    const settled = await within(Promise.allSettled([...this.#running]).then(() => true), SETTLE_MS, false);
    if (settled) for (const stop of [...this.#listening]) await stop().catch(() => undefined);
    await this.#takeBack(this.#pooled, settled);
  }

  #run<T>(work: (pg: PGlite) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(closedError());
    const running = work(this.#pooled.pg);
    this.#running.add(running);
    void running.catch(() => undefined).finally(() => this.#running.delete(running));
    return running;
  }
}

function leaseTx(tx: Transaction): LeaseTx {
  return {
    query: (sql, params) => tx.query(sql, copyIntoThisRealm(params)),
    exec: (sql) => tx.exec(sql),
  };
}
