import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [owner, other] = await createUsers(db, 2);
});
afterAll(() => db.close());

const upload = (caller: TestUser, name: string) =>
  as(db, caller)(`insert into storage.objects (bucket_id, name, owner, metadata) values ('profile-photos', $1, $2, '{}')`, [
    name,
    caller.id,
  ]);

describe('the profile-photos bucket', () => {
  it('exists, public, 5 MB, images only, and is listed to visitors', async () => {
    const { rows } = await as(db, ANON)('select id, public, file_size_limit, allowed_mime_types from storage.buckets');
    expect(rows).toEqual([
      { id: 'profile-photos', public: true, file_size_limit: 5242880, allowed_mime_types: ['image/*'] },
    ]);
  });

  const photoName = (user: TestUser) => `${user.id}/${randomUUID()}.jpg`;

  it('takes uploads into the user’s own folder only', async () => {
    await upload(owner, photoName(owner));
    await expect(upload(owner, photoName(other))).rejects.toMatchObject({ code: '42501' });
    await expect(upload(owner, `${randomUUID()}.jpg`)).rejects.toMatchObject({ code: '42501' });
  });

  it('takes only long random image names, directly in the folder', async () => {
    for (const name of ['a.jpg', 'avatar.png', 'profile-photo-1.jpg', `${randomUUID()}.svg`, `${randomUUID()}.html`, `sub/${randomUUID()}.jpg`]) {
      await expect(upload(owner, `${owner.id}/${name}`)).rejects.toMatchObject({ code: '42501' });
    }
    await upload(owner, `${owner.id}/${randomUUID().replaceAll('-', '')}.webp`);
  });

  it('lists a folder to its owner only; nobody else can find the names', async () => {
    const name = photoName(owner);
    await upload(owner, name);
    const list = (who: TestUser | typeof ANON) =>
      as(db, who)<{ name: string }>(`select name from storage.objects where bucket_id = 'profile-photos'`);
    expect((await list(owner)).rows.map((r) => r.name)).toContain(name);
    expect((await list(other)).rows).toEqual([]);
    expect((await list(ANON)).rows).toEqual([]);
  });

  it('lets only the owner delete', async () => {
    const name = photoName(owner);
    await upload(owner, name);
    expect((await as(db, other)('delete from storage.objects where name = $1', [name])).affectedRows).toBe(0);
    expect((await as(db, owner)('delete from storage.objects where name = $1', [name])).affectedRows).toBe(1);
  });
});

describe('path helpers', () => {
  it('split an object name like Supabase does', async () => {
    const { rows } = await db.query(
      `select storage.foldername('u1/sub/pic.tar.gz') as folders, storage.filename('u1/sub/pic.tar.gz') as file,
              storage.extension('u1/sub/pic.tar.gz') as ext, storage.extension('README') as bare`,
    );
    expect(rows).toEqual([{ folders: ['u1', 'sub'], file: 'pic.tar.gz', ext: 'gz', bare: 'README' }]);
  });
});

it('publishes interests, messages, blocks, notifications, read receipts, connection requests and calls to realtime', async () => {
  const { rows } = await db.query(
    `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
  );
  expect(rows).toEqual([
    { tablename: 'blocks' },
    { tablename: 'calls' },
    { tablename: 'connection_requests' },
    { tablename: 'interests' },
    { tablename: 'messages' },
    { tablename: 'notifications' },
    { tablename: 'read_receipts' },
  ]);
});
