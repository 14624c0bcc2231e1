import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pgliteDir, storageDir } from '../db/paths';
import { openPglite } from '../db/pglite-engine';
import { fileHashes } from './file-hashes';
import { KEYS, STORAGE, writeManifest, type BackupManifest } from './manifest';
import { pgDump } from './pg-tools';
import { rowCounts } from './row-counts';

export interface BackupOptions {
  /** The server's DATA_DIR: PGlite's files (embedded engine), stored files and keys. */
  dataDir: string;
  /** DATABASE_URL, when the server runs on PostgreSQL. */
  databaseUrl?: string;
  /** The folder to write; must not exist yet. */
  out: string;
}

/** PGlite: its own dump of the data directory. The server must be stopped (one process per data directory). */
async function dumpPglite(dataDir: string, out: string) {
  // Opening a folder without a database would create an empty one, and back that up.
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database`);
  const db = await openPglite({ dataDir: pgliteDir(dataDir) });
  try {
    const rows = await rowCounts({ query: (sql, params) => db.query(sql, params) as never });
    const dump = await db.dumpDataDir('gzip');
    await writeFile(path.join(out, 'database.tar.gz'), new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
    return { database: 'database.tar.gz', rows };
  } finally {
    await db.close();
  }
}

/** PostgreSQL: pg_dump, while the server runs; the rows are counted in the very snapshot pg_dump reads. */
async function dumpPostgres(databaseUrl: string, out: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: snapshot } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const rows = await rowCounts({ query: (sql, params) => client.query(sql, params) as never });
    const file = path.join(out, 'database.pgdump');
    await pgDump(databaseUrl, file, snapshot[0].id);
    return { database: 'database.pgdump', rows };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/**
 * `npm run db:backup`: the database, the stored files and the data directory's keys into one new
 * folder (private: it holds the signing secret), with a manifest of row counts and file hashes that
 * `db:restore` checks. Tested by backup-round-trip.test.ts.
 */
export async function backup(options: BackupOptions): Promise<BackupManifest> {
  await mkdir(path.dirname(options.out), { recursive: true });
  await mkdir(options.out, { mode: 0o700 });
  const dumped = options.databaseUrl ? await dumpPostgres(options.databaseUrl, options.out) : await dumpPglite(options.dataDir, options.out);
  const files = path.join(options.out, STORAGE);
  await cp(storageDir(options.dataDir), files, { recursive: true, force: false, errorOnExist: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  const keys = (await readdir(options.dataDir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
  await mkdir(path.join(options.out, KEYS), { mode: 0o700 });
  for (const key of keys) await cp(path.join(options.dataDir, key), path.join(options.out, KEYS, key));
  const manifest: BackupManifest = {
    format: 1,
    engine: options.databaseUrl ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    ...dumped,
    files: await fileHashes(files),
    keys,
  };
  await writeManifest(options.out, manifest);
  return manifest;
}
