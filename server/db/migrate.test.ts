import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migratedSnapshot } from '../testing/migrated-snapshot';
import { closeWithFile } from '../testing/open-resources';
import { migrate, readMigrations } from './migrate';
import { openPglite, pgliteEngine } from './pglite-engine';
import type { Engine } from './types';

let pg: PGlite;
let engine: Engine;
let dir: string;
let closeAll: () => Promise<void>;
beforeAll(async () => {
  pg = await openPglite({ loadDataDir: await migratedSnapshot() });
  const closePg = closeWithFile(() => pg.close());
  engine = pgliteEngine(pg);
  dir = await mkdtemp(path.join(os.tmpdir(), 'ascend-migrations-'));
  const removeDir = closeWithFile(() => rm(dir, { recursive: true, force: true }));
  closeAll = async () => {
    await closePg();
    await removeDir();
  };
});
afterAll(() => closeAll?.());

it('reads the project’s migrations in version order', async () => {
  const versions = (await readMigrations()).map((m) => m.version);
  expect(versions.length).toBeGreaterThan(5);
  expect(versions).toEqual([...versions].sort());
});

it('records every applied migration and applies nothing twice', async () => {
  const files = await readMigrations();
  const { rows } = await engine.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  expect(rows.map((row) => row.version)).toEqual(files.map((m) => m.version));
  expect(await migrate(engine)).toEqual([]);
});

it('applies a new migration once, in its own transaction', async () => {
  await writeFile(path.join(dir, '29990101000000_add_note.sql'), 'create table public.migration_note (id int);');
  await writeFile(path.join(dir, '29990101000001_broken.sql'), 'create table public.half_done (id int); select 1/0;');
  const migrations = await readMigrations(dir);

  await expect(migrate(engine, migrations)).rejects.toThrow('migration 29990101000001_broken: division by zero');
  const exists = async (table: string) =>
    (await engine.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table])).rows[0].found;
  expect(await exists('public.migration_note')).toBe(true);
  expect(await exists('public.half_done')).toBe(false);

  await writeFile(path.join(dir, '29990101000001_broken.sql'), 'select 1;');
  expect(await migrate(engine, await readMigrations(dir))).toEqual(['29990101000001_broken']);
});

it('refuses a file name without a version', async () => {
  await writeFile(path.join(dir, 'no_version.sql'), 'select 1;');
  await expect(readMigrations(dir)).rejects.toThrow('<version>_<name>.sql');
});
