import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseLease, LeaseTx } from './file-databases';
import { copyIntoThisRealm, errorIntoThisRealm } from './realm-copy';

/** Runs `work` from the worker's realm; its result (if `copy`) and its error come back as this file's. */
async function inThisRealm<T>(work: () => Promise<T>, copy = true): Promise<T> {
  try {
    const result = await work();
    return copy ? copyIntoThisRealm(result) : result;
  } catch (error) {
    throw errorIntoThisRealm(error);
  }
}

const txInThisRealm = (tx: LeaseTx): LeaseTx => ({
  query: (sql, params) => inThisRealm(() => tx.query(sql, params)),
  exec: (sql) => inThisRealm(() => tx.exec(sql)),
});

/**
 * A pooled database (pglite-pool.ts) as the PGlite that pgliteEngine drives, seen from a test file:
 * rows, Dates, byte arrays and errors arrive as objects of the file's realm, as from a PGlite of
 * its own. Closing it hands it back to the pool.
 */
export function pooledPglite(lease: DatabaseLease): PGlite {
  const pglite = {
    get closed() {
      return lease.closed;
    },
    query: (sql: string, params?: unknown[]) => inThisRealm(() => lease.query(sql, params)),
    exec: (sql: string) => inThisRealm(() => lease.exec(sql)),
    // What the callback returns is the file's own: passed back untouched.
    transaction: <T>(fn: (tx: LeaseTx) => Promise<T>) =>
      inThisRealm(() => lease.transaction((tx) => fn(txInThisRealm(tx))), false),
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      const stop = await inThisRealm(() => lease.listen(channel, onPayload), false);
      return () => inThisRealm(stop, false);
    },
    close: () => inThisRealm(() => lease.release(), false),
  };
  // pgliteEngine (server/db/pglite-engine.ts) takes a PGlite and uses no more of it than this.
  return pglite as unknown as PGlite;
}
