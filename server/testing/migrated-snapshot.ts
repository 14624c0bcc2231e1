import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../db/bootstrap';
import { migrate, readMigrations } from '../db/migrate';
import { BOOTSTRAP_SQL } from '../db/paths';
import { openPglite, pgliteEngine } from '../db/pglite-engine';

const PGLITE_PACKAGE = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');

/** Changes whenever the bootstrap, a migration or the PGlite build changes. */
export async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE));
  hash.update(await readFile(BOOTSTRAP_SQL));
  for (const m of await readMigrations()) hash.update(`\0${m.version}_${m.name}\0${m.sql}`);
  return hash.digest('hex').slice(0, 16);
}

async function buildSnapshot(): Promise<Blob> {
  const pg = await openPglite({});
  try {
    const engine = pgliteEngine(pg);
    await bootstrap(engine);
    await migrate(engine);
    // Uncompressed: a third less CPU to load in every test file than gzip, for ~40 MB in the temp dir.
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

let memo: Promise<Blob> | undefined;

/**
 * A dump of a freshly bootstrapped and migrated database. Initdb plus migrations take seconds;
 * loading the dump takes a fraction of one. Jest gives every test file its own module registry,
 * so the dump is also cached on disk, keyed by the schema, for the other files and runs.
 */
export function migratedSnapshot(): Promise<Blob> {
  memo ??= (async () => {
    const file = path.join(os.tmpdir(), `ascend-db-${await schemaFingerprint()}.tar`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([cached], { type: 'application/x-tar' });
    const blob = await buildSnapshot();
    // Write then rename: parallel workers never read a half-written dump.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    return blob;
  })();
  memo.catch(() => (memo = undefined));
  return memo;
}
