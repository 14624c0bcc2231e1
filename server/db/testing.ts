import { createDatabase } from './database';
import { openPglite, pgliteEngine } from './pglite-engine';
import { migratedSnapshot } from './snapshot';
import type { Database } from './types';

/** A fresh, migrated, empty in-memory database for one test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  const pg = await openPglite({ loadDataDir: await migratedSnapshot() });
  return createDatabase(pgliteEngine(pg));
}
