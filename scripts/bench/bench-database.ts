import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db';
import type { Database } from '../../server/db/types';
import { createPostgresTestDatabase } from '../../server/testing/postgres-test-database';

/** '12.3 s' since a performance.now() reading. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * A throwaway, migrated database for a benchmark: PGlite in memory by default, a new database on the
 * PostgreSQL server that DATABASE_URL or TEST_DATABASE_URL names otherwise. Prints which, and how long
 * the migrations took.
 */
export async function openBenchDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engine = serverUrl ? `PostgreSQL (${new URL(serverUrl).host})` : 'PGlite (in memory)';
  const started = performance.now();
  const db = serverUrl ? await createPostgresTestDatabase(serverUrl) : await openDatabase();
  const { rows: [{ version }] } = await db.query<{ version: string }>('select version()');
  console.log(`${engine}: ${version.split(' on ')[0]}; migrated in ${seconds(started)}`);
  return db;
}
