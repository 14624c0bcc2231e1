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

interface Listener {
  channel: string;
  onPayload: (payload: string) => void;
  stop: () => Promise<void>;
}

/** How long a broken instance may take to close before it is left to the garbage collector. */
const CLOSE_BROKEN_MS = 2_000;

/**
 * PGlite is a single connection. Its `query` and `transaction` share one queue, so concurrent
 * requests never interleave statements inside another request's transaction.
 *
 * Being one connection, it must never be left unusable by a request: after any failure the engine
 * rolls back whatever is still open and checks the connection (`select 1`). A JavaScript error
 * inside PostgreSQL (a stack overflow in deep recursion, with no PostgreSQL error code) leaves the
 * WebAssembly memory half-updated and every later statement failing; then the engine closes the
 * instance and opens a new one with `reopen` (the same data directory), and listens again on the
 * channels it listened on. Requests that arrive meanwhile wait for it. Tested by
 * server/db/connection-recovery.test.ts.
 */
export function pgliteEngine(initial: PGlite, reopen?: () => Promise<PGlite>): Engine {
  let pg = initial;
  let recovering: Promise<void> | undefined;
  const listeners = new Set<Listener>();

  async function current(): Promise<PGlite> {
    while (recovering) await recovering;
    return pg;
  }

  async function usable(target: PGlite): Promise<boolean> {
    try {
      // Top-level statements wait for any transaction in progress, so this ends only one left open.
      await target.exec('rollback');
      const { rows } = await target.query<{ ok: number }>('select 1 as ok');
      return rows[0]?.ok === 1;
    } catch {
      return false;
    }
  }

  async function replace(broken: PGlite): Promise<void> {
    if (!reopen) throw new Error('the database connection is broken and cannot be reopened');
    console.error('database: the connection is unusable after a failed request; reopening it');
    if (!broken.closed) {
      const closing = broken.close().catch(() => undefined);
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_BROKEN_MS).unref())]);
    }
    pg = await reopen();
    for (const listener of listeners) listener.stop = await pg.listen(listener.channel, listener.onPayload);
  }

  async function recover(failed: PGlite): Promise<void> {
    if (failed !== pg) return;
    recovering ??= (async () => {
      if (!(await usable(failed))) await replace(failed);
    })().finally(() => {
      recovering = undefined;
    });
    await recovering;
  }

  /** Runs `work` on the connection; after a failure, makes the connection usable before rethrowing. */
  async function guarded<T>(work: (target: PGlite) => Promise<T>): Promise<T> {
    const target = await current();
    try {
      return await work(target);
    } catch (error) {
      await recover(target).catch((reason: unknown) => console.error('database: recovery failed', reason));
      throw error;
    }
  }

  return {
    query: (sql, params) => guarded((target) => target.query(sql, params as unknown[] | undefined)),
    exec: (sql) => guarded(async (target) => void (await target.exec(sql))),
    transaction: (fn) => guarded((target) => target.transaction((tx) => fn(scriptTx(tx)))),
    // The one connection hears its own NOTIFYs once their transaction commits.
    listen: async (channel, onPayload) => {
      const listener: Listener = { channel, onPayload, stop: await (await current()).listen(channel, onPayload) };
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      await recovering?.catch(() => undefined);
      await pg.close();
    },
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  const pgliteOptions: PGliteOptions = { ...options, parsers: PGLITE_PARSERS };
  const pg = await PGlite.create(pgliteOptions);
  // PGlite's build starts PostgreSQL with enable_seqscan=off; PostgreSQL's default is on. Off, small
  // tables are read through an index, so reads without `order` come back in index order rather than the
  // heap order PostgreSQL gives: the same request answered differently on the two engines, and plans
  // unlike production's (docs/local-backend.md, Conformance). The session setting overrides the
  // command line's for every statement of this single-session engine.
  await pg.exec('set enable_seqscan = on');
  // PGlite keeps its options object as long as it runs: the dump it was loaded from (tens of
  // megabytes) would stay in memory with it.
  delete pgliteOptions.loadDataDir;
  return pg;
}
