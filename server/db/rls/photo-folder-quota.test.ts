import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The quota of a profile-photos folder as the database applies it to any writer
// (supabase/schemas/photos/check_photo_folder_quota.sql: 14 objects, 60 MB); the storage API's answers are in
// server/storage/photo-folder-quota.contract.test.ts.

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const MB = 1024 * 1024;
const photoName = (folder: string) => `${folder}/${randomUUID().replaceAll('-', '')}.jpg`;

/** Object rows written as the owner (as the seed and an administrator do), each of `size` bytes. */
async function insertObjects(folder: string, count: number, size = 1024): Promise<string[]> {
  const names = Array.from({ length: count }, () => photoName(folder));
  await db.query(
    `insert into storage.objects (bucket_id, name, metadata)
     select 'profile-photos', n, jsonb_build_object('size', $2::bigint) from unnest($1::text[]) n`,
    [names, size],
  );
  return names;
}

const refusal = (write: Promise<unknown>) =>
  write.then(
    () => 'accepted',
    (e: { code?: string; constraint?: string }) => `${e.code} ${e.constraint ?? ''}`.trim(),
  );

describe('the quota of a profile-photos folder', () => {
  it('counts the objects of that folder alone, whatever LIKE would make of its name', async () => {
    await insertObjects('xzy', 14);
    expect(await refusal(insertObjects('x_y', 1))).toBe('accepted');
    expect(await refusal(insertObjects('x%y', 1))).toBe('accepted');
    expect(await refusal(insertObjects('xzy', 1))).toBe('23514 profile_photos_folder_objects_quota');
  });

  it('refuses a write that takes the folder past 60 MB, and one that moves an object into a full folder', async () => {
    const [big] = await insertObjects('bytes', 1, 59 * MB);
    expect(await refusal(insertObjects('bytes', 1, 2 * MB))).toBe('23514 profile_photos_folder_bytes_quota');
    const grow = db.query(`update storage.objects set metadata = jsonb_build_object('size', $2::bigint) where name = $1`, [big, 61 * MB]);
    expect(await refusal(grow)).toBe('23514 profile_photos_folder_bytes_quota');
    const [elsewhere] = await insertObjects('elsewhere', 1);
    await insertObjects('full', 14);
    const move = db.query(`update storage.objects set name = $2 where name = $1`, [elsewhere, photoName('full')]);
    expect(await refusal(move)).toBe('23514 profile_photos_folder_objects_quota');
  });

  it('lets a folder over its quota (written before it, or by an administrator) shrink and keep its files', async () => {
    const names = Array.from({ length: 16 }, () => photoName('over'));
    await db.transaction(async (tx) => {
      // Triggers off for this transaction only: 16 objects of 5 MB, over both limits.
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select 'profile-photos', n, jsonb_build_object('size', $2::bigint) from unnest($1::text[]) n`,
        [names, 5 * MB],
      );
    });
    const smaller = db.query(`update storage.objects set metadata = jsonb_build_object('size', 1024) where name = $1`, [names[0]]);
    expect(await refusal(smaller)).toBe('accepted');
    const touched = db.query(`update storage.objects set last_accessed_at = now() where name = any($1)`, [names]);
    expect(await refusal(touched)).toBe('accepted');
    expect(await refusal(db.query(`delete from storage.objects where name = $1`, [names[1]]))).toBe('accepted');
    const larger = db.query(`update storage.objects set metadata = jsonb_build_object('size', 2048) where name = $1`, [names[0]]);
    expect(await refusal(larger)).toBe('23514 profile_photos_folder_bytes_quota');
  });

  it('answers a member writing into another member’s folder with row-level security first', async () => {
    const [owner, intruder]: TestUser[] = await createUsers(db, 2);
    await insertObjects(owner.id, 14);
    const write = as(db, intruder)(`insert into storage.objects (bucket_id, name, metadata) values ('profile-photos', $1, '{}')`, [
      photoName(owner.id),
    ]);
    expect(await refusal(write)).toBe('42501');
  });
});
