import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, startDatabase, storageDir } from './index';
import { readMigrations } from './migrate';
import { DEMO_PROFILES, worldMembers } from './seed';

// The first new data directory runs initdb: slower than the snapshot-based test databases.
jest.setTimeout(60_000);

let root: string;
let templateDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-data-'));
  templateDir = path.join(root, 'templates');
});
afterAll(() => rm(root, { recursive: true, force: true }));

// The six demo accounts and the demo world's members.
const SEEDED_USERS = DEMO_PROFILES.length + worldMembers().length;
const ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];

const countUsers = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n;

it('creates, migrates and seeds a new data directory, and keeps it on reopening', async () => {
  const dataDir = await mkdtemp(path.join(root, 'first-'));
  // A template of an older schema, which the new one replaces.
  await mkdir(templateDir);
  await writeFile(path.join(templateDir, 'pglite-0000000000000000.tar'), 'an older schema');
  const first = await openDatabase({ dataDir, storageOrigins: ORIGINS, templateDir });
  try {
    expect(await countUsers(first)).toBe(SEEDED_USERS);
    const photos = await first.query<{ url: string }>(`select url from public.photos order by url limit 1`);
    expect(photos.rows[0].url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/storage\/v1\/object\/public\/profile-photos\//);
    const name = photos.rows[0].url.split('/profile-photos/')[1];
    expect((await stat(path.join(storageDir(dataDir), 'profile-photos', name))).size).toBeGreaterThan(1000);
    const origins = await first.query('select origin from private.storage_origins order by origin');
    expect(origins.rows).toEqual([{ origin: 'http://127.0.0.1:3000' }, { origin: 'http://localhost:3000' }]);
    await first.query(`update public.profiles set bio = 'Persisted' where username = 'ava'`);
  } finally {
    await first.close();
  }
  expect(await readdir(templateDir)).toEqual([expect.stringMatching(/^pglite-[0-9a-f]{16}\.tar$/)]);

  const second = await openDatabase({ dataDir, templateDir });
  try {
    expect(await countUsers(second)).toBe(SEEDED_USERS);
    const { rows } = await second.query(`select bio from public.profiles where username = 'ava'`);
    expect(rows).toEqual([{ bio: 'Persisted' }]);
  } finally {
    await second.close();
  }
});

it('starts the next new data directory from the template: migrated, with none of the first one\'s data', async () => {
  const dataDir = await mkdtemp(path.join(root, 'next-'));
  const { db, seeded } = await startDatabase({ dataDir, storageOrigins: ['http://127.0.0.1:4000'], templateDir });
  try {
    // Sent at once, while the demo data loads: it waits, and sees all of it.
    expect(await countUsers(db)).toBe(SEEDED_USERS);
    await expect(seeded).resolves.toBe(true);
    const applied = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(applied.rows[0].n).toBe((await readMigrations()).length);
    const origins = await db.query('select origin from private.storage_origins');
    expect(origins.rows).toEqual([{ origin: 'http://127.0.0.1:4000' }]);
    const { rows } = await db.query(`select bio from public.profiles where username = 'ava'`);
    expect(rows).not.toEqual([{ bio: 'Persisted' }]);
  } finally {
    await db.close();
  }
});

it('migrates a new data directory from scratch when its template is damaged, and keeps a good one', async () => {
  const [name] = await readdir(templateDir);
  const damaged = path.join(root, 'damaged-templates');
  await mkdir(damaged);
  await writeFile(path.join(damaged, name), 'not a tar archive '.repeat(100));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const db = await openDatabase({ dataDir: await mkdtemp(path.join(root, 'damaged-')), seed: false, templateDir: damaged });
  try {
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not start from the migrated template'), expect.any(Error));
    expect((await db.query(`select to_regclass('public.profiles') is not null as ready`)).rows).toEqual([{ ready: true }]);
  } finally {
    await db.close();
    warn.mockRestore();
  }
  // Replaced by a dump of the database just migrated (tens of megabytes).
  expect((await stat(path.join(damaged, name))).size).toBeGreaterThan(1_000_000);
});

it('opens an empty, migrated database in memory', async () => {
  const db = await openDatabase();
  try {
    expect(await countUsers(db)).toBe(0);
    expect((await db.query(`select to_regclass('public.profiles') is not null as ready`)).rows).toEqual([{ ready: true }]);
  } finally {
    await db.close();
  }
});
