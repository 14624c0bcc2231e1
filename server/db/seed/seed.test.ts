import bcrypt from 'bcryptjs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../testing/test-database';
import { storageDir } from '../paths';
import { recordStorageOrigins } from '../storage-origins';
import type { Database } from '../types';
import { DEMO_PASSWORD, DEMO_PROFILES, generateProfiles, seedDatabase } from './index';
import { DEMO_PHOTO_DIR, demoPhotoFile } from './photos/demo-photo-files';

const ORIGIN = 'http://127.0.0.1:3000';
let db: Database;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-seed-'));
  await recordStorageOrigins(db, [ORIGIN]);
  await seedDatabase(db, { dataDir, origin: ORIGIN });
});
afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('creates the six demo accounts, signing in with the demo password', async () => {
    const { rows } = await db.query<{ email: string; encrypted_password: string; provider: string }>(
      `select u.email, u.encrypted_password, i.provider
         from auth.users u join auth.identities i on i.user_id = u.id order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(DEMO_PROFILES.map((p) => `${p.username}@demo.ascend.app`).sort());
    expect(rows.every((r) => r.provider === 'email')).toBe(true);
    expect(await bcrypt.compare(DEMO_PASSWORD, rows[0].encrypted_password)).toBe(true);
  });

  it('fills in each profile', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select p.username, p.gender, p.age, p.full_name, cardinality(p.interests) as interests
         from public.profiles p order by p.username`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const demo = DEMO_PROFILES.find((p) => p.username === row.username)!;
      expect(row).toMatchObject({ age: demo.age, full_name: `${demo.first_name} ${demo.last_name}` });
      expect(row.interests).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(rows.map((r) => r.gender)).size).toBeGreaterThanOrEqual(3);
  });

  it('places each member in their city: the gazetteer’s label is the location others see', async () => {
    const { rows } = await db.query<{ username: string; location: string; label: string }>(
      `select p.username, p.location, pl.label from public.profiles p join public.places pl on pl.id = p.place_id order by p.username`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.username, r.location]))).toEqual({
      ava: 'New York City, NY',
      elena: 'San Francisco, CA',
      marcus: 'Chicago, IL',
      noah: 'Brooklyn, NY',
      river: 'Portland, OR',
      sofia: 'Austin, TX',
    });
    expect(rows.every((r) => r.location === r.label)).toBe(true);
  });

  it('gives each member two photos stored as uploads: object row, file and public URL', async () => {
    const { rows } = await db.query<{ username: string; url: string; is_primary: boolean; storage_path: string }>(
      `select p.username, ph.url, ph.is_primary, ph.storage_path
         from public.profiles p join public.photos ph on ph.user_id = p.id
        order by p.username, ph.is_primary desc`,
    );
    expect(rows).toHaveLength(12);
    for (const demo of DEMO_PROFILES) {
      const photos = rows.filter((r) => r.username === demo.username);
      // The first portrait is the primary photo.
      expect(photos.map((p) => p.is_primary)).toEqual([true, false]);
      for (const [i, photo] of photos.entries()) {
        expect(photo.storage_path).toMatch(new RegExp(`^${demo.id}/[0-9a-f-]{36}\\.jpg$`));
        expect(photo.url).toBe(`${ORIGIN}/storage/v1/object/public/profile-photos/${photo.storage_path}`);
        const stored = await readFile(path.join(storageDir(dataDir), 'profile-photos', photo.storage_path));
        expect(stored.equals(await readFile(path.join(DEMO_PHOTO_DIR, demoPhotoFile(demo.username, i + 1))))).toBe(true);
      }
    }
    const objects = await db.query(`select 1 from storage.objects where bucket_id = 'profile-photos'`);
    expect(objects.rows).toHaveLength(12);
  });

  it('matches Ava and Noah, with a conversation, and leaves likes waiting for Ava', async () => {
    const ava = DEMO_PROFILES[0].id;
    const noah = DEMO_PROFILES[1].id;
    const matched = await db.asRole({ role: 'authenticated', sub: ava }, (tx) =>
      tx.query('select public.are_matched($1, $2) as matched', [ava, noah]),
    );
    expect(matched.rows).toEqual([{ matched: true }]);
    const counts = await db.query<{ messages: number; pending: number }>(
      `select (select count(*)::int from public.messages) as messages,
              (select count(*)::int from public.interests where receiver_id = $1 and status = 'pending') as pending`,
      [ava],
    );
    expect(counts.rows[0].messages).toBeGreaterThanOrEqual(2);
    expect(counts.rows[0].pending).toBeGreaterThanOrEqual(2);
  });

  it('does nothing the second time', async () => {
    await seedDatabase(db);
    expect((await db.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 6 }]);
  });
});

describe('generateProfiles', () => {
  it('creates complete accounts that never collide between calls', async () => {
    const first = await generateProfiles(db, 30);
    const second = await generateProfiles(db, 5);
    expect(new Set([...first, ...second].map((a) => a.username)).size).toBe(35);
    const { rows } = await db.query<{ complete: number }>(
      `select count(*)::int as complete from public.profiles
        where id = any($1::uuid[]) and full_name is not null and age >= 18 and cardinality(interests) >= 3
          and cardinality(photos) = 1 and bio is not null
          and location = (select label from public.places where id = place_id and country_code = 'US')`,
      [first.map((a) => a.id)],
    );
    expect(rows).toEqual([{ complete: 30 }]);
  });
});
