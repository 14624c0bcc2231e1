import { createDatabase } from '../db/database';
import { openPglite, pgliteEngine } from '../db/pglite-engine';
import type { Database } from '../db/types';
import { migratedSnapshot } from './migrated-snapshot';
import { createPostgresTestDatabase } from './postgres-test-database';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a database of its own on
 * the PostgreSQL server TEST_DATABASE_URL names. Close it in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const pg = await openPglite({ loadDataDir: await migratedSnapshot() });
  return createDatabase(pgliteEngine(pg));
}
