import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, storageDir } from './index';
import { DEMO_PROFILES, worldMembers } from './seed';

// Each open runs initdb: slower than the snapshot-based test databases.
jest.setTimeout(60_000);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The six demo accounts and the demo world's members.
const SEEDED_USERS = DEMO_PROFILES.length + worldMembers().length;

const countUsers = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n;

it('creates, migrates and seeds a new data directory, and keeps it on reopening', async () => {
  const first = await openDatabase({ dataDir, storageOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'] });
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

  const second = await openDatabase({ dataDir });
  try {
    expect(await countUsers(second)).toBe(SEEDED_USERS);
    const { rows } = await second.query(`select bio from public.profiles where username = 'ava'`);
    expect(rows).toEqual([{ bio: 'Persisted' }]);
  } finally {
    await second.close();
  }
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
