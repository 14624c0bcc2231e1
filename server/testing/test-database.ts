import { createDatabase } from '../db/database';
import { openPglite, pgliteEngine } from '../db/pglite-engine';
import type { Database } from '../db/types';
import { migratedSnapshot } from './migrated-snapshot';
import { closeWithFile } from './open-resources';
import { createPostgresTestDatabase } from './postgres-test-database';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a database of its own on
 * the PostgreSQL server TEST_DATABASE_URL names. Close it in afterAll; if the file cannot (a hook
 * timed out), the server tier's environment closes it when the file ends.
 */
// In memory, a broken connection can only be reopened on a new copy: the file's data is gone with it.
const openMigrated = async () => openPglite({ loadDataDir: await migratedSnapshot() });

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const db = serverUrl
    ? await createPostgresTestDatabase(serverUrl)
    : createDatabase(pgliteEngine(await openMigrated(), openMigrated));
  return { ...db, close: closeWithFile(() => db.close()) };
}
