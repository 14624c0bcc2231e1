import type { Database, Tx } from '../db';
import type { Metrics } from './metrics';

// PostgreSQL's query_canceled; a statement_timeout says so in its message, a cancel request does not.
const QUERY_CANCELED = '57014';

export interface ObservedDatabase {
  db: Database;
  /** Operations started and not finished, those waiting for a connection included. */
  inFlight(): number;
}

/**
 * The database as the app's surfaces use it, counting statement timeouts (each error once, wherever
 * it surfaces) and the operations in flight, for /metrics.
 */
export function observeDatabase(db: Database, metrics: Metrics): ObservedDatabase {
  let inFlight = 0;
  const counted = new WeakSet<object>();
  const note = (error: unknown) => {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code === QUERY_CANCELED && typeof message === 'string' && message.includes('statement timeout') && !counted.has(error as object)) {
      counted.add(error as object);
      metrics.statementTimeouts.inc();
    }
    throw error;
  };
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work().catch(note);
    } finally {
      inFlight -= 1;
    }
  };
  const watched = (tx: Tx): Tx => ({ query: <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params).catch(note) });
  return {
    inFlight: () => inFlight,
    db: {
      query: (sql, params) => track(() => db.query(sql, params)),
      transaction: (fn) => track(() => db.transaction((tx) => fn(watched(tx)))),
      asRole: (claims, fn, headers, searchPath) => track(() => db.asRole(claims, (tx) => fn(watched(tx)), headers, searchPath)),
      listen: (channel, onPayload) => db.listen(channel, onPayload),
      poolUse: db.poolUse,
      close: () => db.close(),
    },
  };
}
