import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootstrap } from './bootstrap';
import { createDatabase } from './database';
import { migrate } from './migrate';
import { pgliteDir } from './paths';
import { pgEngine } from './pg-engine';
import { openPglite, pgliteEngine } from './pglite-engine';
import { seedDatabase } from './seed';
import { recordStorageOrigins } from './storage-origins';
import type { Database, Engine } from './types';

export type { Database, QueryResult, RequestHeaders, Tx } from './types';
export { generateProfiles, seedDatabase, DEMO_PASSWORD } from './seed';
export { storageDir, storageUploadsDir } from './paths';
export { recordStorageOrigins } from './storage-origins';

export interface OpenDatabaseOptions {
  /** PGlite keeps its files in `<dataDir>/pg`; without it the database lives in memory. */
  dataDir?: string;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string;
  /** Load the demo data; by default only into a data directory created by this call. */
  seed?: boolean;
  /**
   * The origins this server's storage is served from (recorded for the photo URL check); the first
   * is where the demo photos are shown from. The demo data has photos only when this and dataDir are set.
   */
  storageOrigins?: string[];
}

async function prepare(engine: Engine, storageOrigins: string[]): Promise<Database> {
  try {
    await bootstrap(engine);
    await migrate(engine);
    // Stored ages drift while the server is down; bring them to today.
    await engine.query('select public.refresh_profile_ages()');
    await recordStorageOrigins(engine, storageOrigins);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return createDatabase(engine);
}

async function seedOrClose(db: Database, options: OpenDatabaseOptions): Promise<void> {
  const origin = options.storageOrigins?.[0];
  try {
    await seedDatabase(db, options.dataDir && origin ? { dataDir: options.dataDir, origin } : undefined);
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Opens, bootstraps and migrates the database the server runs on. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const origins = options.storageOrigins ?? [];
  if (options.databaseUrl) {
    const db = await prepare(pgEngine(options.databaseUrl), origins);
    if (options.seed) await seedOrClose(db, options);
    return db;
  }
  const dir = options.dataDir ? pgliteDir(options.dataDir) : undefined;
  const isNew = dir !== undefined && !existsSync(path.join(dir, 'PG_VERSION'));
  // A broken connection is reopened on the same files; in memory, nothing survives it but the schema.
  const reopen = async () => {
    const pg = await openPglite({ dataDir: dir });
    if (!dir) await prepare(pgliteEngine(pg), origins);
    return pg;
  };
  const db = await prepare(pgliteEngine(await openPglite({ dataDir: dir }), reopen), origins);
  if (options.seed ?? isNew) await seedOrClose(db, options);
  return db;
}
export { retryOnDeadlock } from './retry-on-deadlock';
