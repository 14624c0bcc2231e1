import type { Tx } from '../types';

/**
 * `tx`, letting the event loop run before each statement. PGlite runs in this thread, and one
 * statement's answer leads to the next without a turn of the event loop in between: without this,
 * a server that seeds while it listens would answer nothing until the whole seed had run.
 */
export function yieldingTx(tx: Tx): Tx {
  return {
    query: async (sql, params) => {
      await new Promise((resolve) => setImmediate(resolve));
      return tx.query(sql, params);
    },
  };
}
