import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { Engine, ScriptTx } from './types';

// A date stays the 'YYYY-MM-DD' text PostgreSQL wrote: as a JS Date it would shift with time zones.
export const PGLITE_PARSERS: PGliteOptions['parsers'] = { [types.DATE]: (value: string) => value };

type Queryable = Pick<PGlite, 'query' | 'exec'>;

function scriptTx(target: Queryable): ScriptTx {
  return {
    query: (sql, params) => target.query(sql, params as unknown[] | undefined),
    exec: async (sql) => {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite is a single connection. Its `query` and `transaction` share one queue, so concurrent
 * requests never interleave statements inside another request's transaction.
 */
export function pgliteEngine(pg: PGlite): Engine {
  return {
    ...scriptTx(pg),
    transaction: (fn) => pg.transaction((tx) => fn(scriptTx(tx))),
    // The one connection hears its own NOTIFYs once their transaction commits.
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  return PGlite.create({ ...options, parsers: PGLITE_PARSERS });
}
