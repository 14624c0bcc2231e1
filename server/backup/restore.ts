import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pgliteDir, storageDir } from '../db/paths';
import { openPglite } from '../db/pglite-engine';
import { fileHashes } from './file-hashes';
import { differences, KEYS, readManifest, STORAGE } from './manifest';
import { pgRestore } from './pg-tools';
import { rowCounts } from './row-counts';

export interface RestoreOptions {
  /** A folder `db:backup` wrote. */
  from: string;
  dataDir: string;
  databaseUrl?: string;
  /** Move what the data directory holds aside (into replaced-<time>/) instead of refusing to restore over it. */
  replace?: boolean;
}

async function isEmpty(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

async function loadPglite(dataDir: string, dump: string): Promise<Record<string, number>> {
  const db = await openPglite({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([await readFile(dump)]) });
  try {
    return await rowCounts({ query: (sql, params) => db.query(sql, params) as never });
  } finally {
    await db.close();
  }
}

async function loadPostgres(databaseUrl: string, dump: string): Promise<Record<string, number>> {
  await pgRestore(databaseUrl, dump);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await rowCounts({ query: (sql, params) => client.query(sql, params) as never });
  } finally {
    await client.end();
  }
}

/**
 * `npm run db:restore`: the backup's database, stored files and keys into the data directory (and
 * DATABASE_URL's database), then checks every table's row count and every file's hash against the
 * manifest; throws, naming each difference, when one differs, else answers what it found. Stop the server first.
 */
export async function restore(options: RestoreOptions): Promise<{ rows: Record<string, number>; files: Record<string, string> }> {
  const manifest = await readManifest(options.from);
  if ((manifest.engine === 'postgres') !== Boolean(options.databaseUrl)) {
    throw new Error(`this backup is of ${manifest.engine === 'postgres' ? 'a PostgreSQL database: set DATABASE_URL' : 'the embedded database: unset DATABASE_URL'}`);
  }
  // A backup whose files changed since it was written is refused before anything is replaced.
  const backedUp = differences(manifest.files, await fileHashes(path.join(options.from, STORAGE)));
  if (backedUp.length > 0) throw new Error(`the backup's files differ from its manifest: ${backedUp.join('; ')}`);
  const targets = [storageDir(options.dataDir), ...(options.databaseUrl ? [] : [pgliteDir(options.dataDir)])];
  const occupied = [];
  for (const target of targets) if (!(await isEmpty(target))) occupied.push(target);
  if (occupied.length > 0) {
    if (!options.replace) throw new Error(`${occupied.join(' and ')} ${occupied.length > 1 ? 'hold' : 'holds'} data: restore into an empty data directory, or pass --replace to move it aside`);
    const aside = path.join(options.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(aside, { recursive: true, mode: 0o700 });
    for (const target of occupied) await rename(target, path.join(aside, path.basename(target)));
    for (const key of manifest.keys) if (existsSync(path.join(options.dataDir, key))) await rename(path.join(options.dataDir, key), path.join(aside, key));
  }
  await mkdir(options.dataDir, { recursive: true });
  const dump = path.join(options.from, manifest.database);
  const rows = options.databaseUrl ? await loadPostgres(options.databaseUrl, dump) : await loadPglite(options.dataDir, dump);
  await cp(path.join(options.from, STORAGE), storageDir(options.dataDir), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  for (const key of manifest.keys) {
    if (!existsSync(path.join(options.dataDir, key))) await cp(path.join(options.from, KEYS, key), path.join(options.dataDir, key));
  }
  const files = await fileHashes(storageDir(options.dataDir));
  const wrong = [...differences(manifest.rows, rows), ...differences(manifest.files, files)];
  if (wrong.length > 0) throw new Error(`the restored data differs from the backup: ${wrong.join('; ')}`);
  return { rows, files };
}
