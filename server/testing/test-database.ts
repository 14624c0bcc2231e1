import { createDatabase } from '../db/database';
import { openPglite, pgliteEngine } from '../db/pglite-engine';
import type { Database, Engine } from '../db/types';
import { fileDatabases, type FileDatabases } from './file-databases';
import { migratedSnapshot } from './migrated-snapshot';
import { closeWithFile } from './open-resources';
import { pooledPglite } from './pooled-pglite';
import { createPostgresTestDatabase } from './postgres-test-database';

/**
 * A migrated, empty database for one test file: under Jest's server tier, a PGlite of the worker's
 * pool, brought back to the snapshot when the file closes it (pglite-pool.ts); outside Jest, a PGlite
 * of its own; or a database of its own on the PostgreSQL server TEST_DATABASE_URL names. Close it in
 * afterAll; if the file cannot (a hook timed out), the server tier's environment closes it when the
 * file ends.
 */
// A broken connection can only be reopened on a new copy: the file's data is gone with it.
const openMigrated = async () => openPglite({ loadDataDir: await migratedSnapshot() });

function pooledEngine(pool: FileDatabases): Promise<Engine> {
  const lease = async () => pooledPglite(await pool.acquire());
  return lease().then((pg) => pgliteEngine(pg, lease));
}

async function pgliteTestEngine(): Promise<Engine> {
  const pool = fileDatabases();
  return pool ? pooledEngine(pool) : pgliteEngine(await openMigrated(), openMigrated);
}

export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const db = serverUrl ? await createPostgresTestDatabase(serverUrl) : createDatabase(await pgliteTestEngine());
  return { ...db, close: closeWithFile(() => db.close()) };
}
