import pg from 'pg';
import { pgListen } from './pg-listen';
import { retryOnDeadlock } from './retry-on-deadlock';
import type { Engine, ScriptTx } from './types';

// Parse values as the PGlite engine does, so callers see the same JS types on both drivers.
const INT8 = 20;
const DATE = 1082;
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE) return (value: string) => value;
    if (oid === INT8) {
      return (value: string) => {
        const big = BigInt(value);
        const safe = big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER);
        return safe ? Number(big) : big;
      };
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

type Client = Pick<pg.PoolClient, 'query'>;

function scriptTx(client: Client): ScriptTx {
  return {
    async query(sql, params) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return { rows: result.rows, fields: result.fields, affectedRows: result.rowCount ?? undefined };
    },
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

/** A pool against a PostgreSQL server (DATABASE_URL): one pooled client per transaction. */
export function pgEngine(connectionString: string): Engine {
  const pool = new pg.Pool({ connectionString, types: typeParsers });
  // An idle client whose connection the server ends (a restart, an administrator) must not take the
  // process down: the pool drops it and opens a new one on demand.
  pool.on('error', (error) => console.error('PostgreSQL: an idle pooled connection failed', error.message));
  return {
    ...scriptTx(pool),
    // A deadlock's victim was rolled back whole and may simply run again: the realtime server installs
    // its triggers at start while requests write the same tables in another order, and either side
    // may be the one PostgreSQL stops (server/db/retry-on-deadlock.ts).
    transaction: (fn) =>
      retryOnDeadlock(async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn(scriptTx(client));
          await client.query('commit');
          client.release();
          return result;
        } catch (error) {
          // A client whose rollback fails is in an unknown state: drop it instead of reusing it.
          const rollback = await client.query('rollback').then(() => undefined, (e: Error) => e);
          client.release(rollback);
          throw error;
        }
      }),
    listen: (channel, onPayload) => pgListen(connectionString, channel, onPayload),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
