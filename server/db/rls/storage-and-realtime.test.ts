import { createTestDatabase } from '../testing';
import type { Database } from '../types';
import { ANON, as, createUsers, type TestUser } from './test-users';

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

  it('takes uploads into the user’s own folder only', async () => {
    await upload(owner, `${owner.id}/a.jpg`);
    await expect(upload(owner, `${other.id}/b.jpg`)).rejects.toMatchObject({ code: '42501' });
    await expect(upload(owner, 'c.jpg')).rejects.toMatchObject({ code: '42501' });
  });

  it('lets everyone read, and only the owner delete', async () => {
    const name = `${owner.id}/a.jpg`;
    expect((await as(db, ANON)('select name from storage.objects where name = $1', [name])).rows).toHaveLength(1);
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

it('publishes interests and messages to realtime', async () => {
  const { rows } = await db.query(
    `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
  );
  expect(rows).toEqual([{ tablename: 'interests' }, { tablename: 'messages' }]);
});
