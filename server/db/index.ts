import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootstrap } from './bootstrap';
import { createDatabase } from './database';
import { migrate } from './migrate';
import { startFromTemplate } from './migrated-template';
import { pgliteDir } from './paths';
import { pgEngine } from './pg-engine';
import { openPglite, pgliteEngine } from './pglite-engine';
import { seedDatabase } from './seed';
import { afterSeed } from './seeding-gate';
import { recordStorageOrigins } from './storage-origins';
import type { Database, Engine } from './types';

export type { Database, QueryResult, RequestHeaders, Tx } from './types';
export { countDemoAccounts, generateProfiles, removeDemoAccounts, seedDatabase, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './seed';
export { storageDir, storageRendersDir, storageUploadsDir } from './paths';
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
  /**
   * Where a new data directory's migrated template is cached (migrated-template.ts): by default
   * node_modules/.cache/ascend or ASCEND_CACHE_DIR; false migrates every new one from scratch.
   */
  templateDir?: string | false;
}

export interface StartedDatabase {
  /** The database for requests: while the demo data is loading, their statements wait for it. */
  db: Database;
  /**
   * Settles once the demo data is in: true when it was loaded now, false when there was none to load.
   * Rejects, with the database closed, when loading failed.
   */
  seeded: Promise<boolean>;
}

/** Bootstrap and migrations, then what drifts between starts; `migrated` runs in between. */
async function prepare(engine: Engine, storageOrigins: string[], migrated?: () => Promise<void>): Promise<Database> {
  try {
    await bootstrap(engine);
    await migrate(engine);
    await migrated?.();
    // Stored ages drift while the server is down; bring them to today.
    await engine.query('select public.refresh_profile_ages()');
    await recordStorageOrigins(engine, storageOrigins);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return createDatabase(engine);
}

async function seedOrClose(db: Database, options: OpenDatabaseOptions): Promise<boolean> {
  const origin = options.storageOrigins?.[0];
  try {
    await seedDatabase(db, options.dataDir && origin ? { dataDir: options.dataDir, origin } : undefined);
  } catch (error) {
    await db.close();
    throw error;
  }
  return true;
}

function startSeeding(db: Database, wanted: boolean, options: OpenDatabaseOptions): StartedDatabase {
  if (!wanted) return { db, seeded: Promise.resolve(false) };
  const seeded = seedOrClose(db, options);
  return { db: afterSeed(db, seeded), seeded };
}

async function openPgliteDatabase(options: OpenDatabaseOptions): Promise<StartedDatabase> {
  const origins = options.storageOrigins ?? [];
  const dir = options.dataDir ? pgliteDir(options.dataDir) : undefined;
  const isNew = dir !== undefined && !existsSync(path.join(dir, 'PG_VERSION'));
  // A broken connection is reopened on the same files; in memory, nothing survives it but the schema.
  const reopen = async () => {
    const pg = await openPglite({ dataDir: dir });
    if (!dir) await prepare(pgliteEngine(pg), origins);
    return pg;
  };
  const keepTemplate = dir !== undefined && isNew ? await startFromTemplate(dir, options.templateDir) : undefined;
  const pg = await openPglite({ dataDir: dir });
  // The template is the database just migrated: what it holds after that (ages, origins, members) is this server's own.
  const db = await prepare(pgliteEngine(pg, reopen), origins, keepTemplate && (() => keepTemplate(pg)));
  return startSeeding(db, options.seed ?? isNew, options);
}

/**
 * Opens, bootstraps and migrates the database the server runs on, then loads the demo data in the
 * background: the server can listen while it loads.
 */
export async function startDatabase(options: OpenDatabaseOptions = {}): Promise<StartedDatabase> {
  if (!options.databaseUrl) return openPgliteDatabase(options);
  const db = await prepare(pgEngine(options.databaseUrl), options.storageOrigins ?? []);
  return startSeeding(db, options.seed ?? false, options);
}

/** Opens, bootstraps, migrates and (see OpenDatabaseOptions.seed) seeds the database. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const { db, seeded } = await startDatabase(options);
  await seeded;
  return db;
}
export { retryOnDeadlock } from './retry-on-deadlock';
