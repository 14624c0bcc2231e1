import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { extractTar } from './extract-tar';
import { readMigrations } from './migrate';
import { BOOTSTRAP_SQL } from './paths';

const PGLITE_PACKAGE = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');

/**
 * Where templates are kept unless ASCEND_CACHE_DIR says otherwise: the cache folder tools use in a
 * checkout (node_modules/.cache), so `npm ci` starts it afresh and git never sees it.
 */
export const defaultTemplateDir = () => process.env.ASCEND_CACHE_DIR || path.join(process.cwd(), 'node_modules', '.cache', 'ascend');

const TEMPLATE_NAME = /^pglite-[0-9a-f]{16}\.tar$/;

/** A template is for one bootstrap, one set of migrations and one PGlite build: its name says which. */
async function templateFile(dir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE));
  hash.update(await readFile(BOOTSTRAP_SQL));
  for (const m of await readMigrations()) hash.update(`\0${m.version}_${m.name}\0${m.sql}`);
  return path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Keeps a dump of `pg`, just bootstrapped and migrated, as the template of the next new data
 * directory. A cache only: when it cannot be written the server starts all the same.
 */
async function saveTemplate(pg: PGlite, file: string): Promise<void> {
  try {
    // Every page on disk, and nothing else runs on the one connection meanwhile: the dump is consistent.
    await pg.exec('checkpoint');
    const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a server starting alongside never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, dump);
    await rename(partial, file);
    // Templates of older schemas are never used again.
    const stale = (await readdir(path.dirname(file))).filter((name) => TEMPLATE_NAME.test(name) && name !== path.basename(file));
    await Promise.all(stale.map((name) => rm(path.join(path.dirname(file), name), { force: true })));
  } catch (error) {
    console.warn(`database: could not keep the migrated template ${file}; the next new data directory will be migrated from scratch`, error);
  }
}

/**
 * Starts a new data directory's database folder `pgDir` as a copy of the template cached in `dir`
 * (false: none), a dump of a database just bootstrapped and migrated: unpacking it takes a tenth
 * of a second, initdb and the migrations take seconds. When there is no template yet (or it cannot
 * be read), PGlite runs initdb, and the function returned keeps a template once the migrations ran.
 */
export async function startFromTemplate(pgDir: string, dir: string | false = defaultTemplateDir()): Promise<((pg: PGlite) => Promise<void>) | undefined> {
  if (dir === false) return undefined;
  const file = await templateFile(dir);
  const dump = await readFile(file).catch(() => undefined);
  if (dump) {
    try {
      await extractTar(dump, pgDir);
      if (!existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error('the template holds no database');
      return undefined;
    } catch (error) {
      console.warn(`database: could not start from the migrated template ${file}; migrating from scratch`, error);
      // Nothing of it may stay for initdb to trip over; the folder held no database (no PG_VERSION).
      await rm(pgDir, { recursive: true, force: true });
    }
  }
  return (pg) => saveTemplate(pg, file);
}
