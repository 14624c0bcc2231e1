import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './index';
import { DEMO_PROFILES } from './seed';

// Each open runs initdb: slower than the snapshot-based test databases.
jest.setTimeout(60_000);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const countUsers = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n;

it('creates, migrates and seeds a new data directory, and keeps it on reopening', async () => {
  const first = await openDatabase({ dataDir });
  try {
    expect(await countUsers(first)).toBe(DEMO_PROFILES.length);
    await first.query(`update public.profiles set bio = 'Persisted' where username = 'ava'`);
  } finally {
    await first.close();
  }

  const second = await openDatabase({ dataDir });
  try {
    expect(await countUsers(second)).toBe(DEMO_PROFILES.length);
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
