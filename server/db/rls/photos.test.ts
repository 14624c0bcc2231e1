import { createTestDatabase } from '../testing';
import type { Database } from '../types';
import { ANON, as, createUsers, type TestUser } from './test-users';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface PhotoRow {
  id: string;
  url: string;
  is_primary: boolean;
}

const photosOf = async (user: TestUser) =>
  (
    await db.query<PhotoRow>('select id, url, is_primary from public.photos where user_id = $1 order by created_at, url', [
      user.id,
    ])
  ).rows;

const addPhoto = (user: TestUser, url: string) =>
  as(db, user)<PhotoRow>('insert into public.photos (user_id, url) values ($1, $2) returning id, url, is_primary', [
    user.id,
    url,
  ]);

describe('primary photo', () => {
  let user: TestUser;
  beforeAll(async () => {
    [user] = await createUsers(db, 1);
  });

  it('makes the first photo primary, and later ones not', async () => {
    expect((await addPhoto(user, '/1.jpg')).rows[0].is_primary).toBe(true);
    expect((await addPhoto(user, '/2.jpg')).rows[0].is_primary).toBe(false);
  });

  it('clears the others when one becomes primary in a single step', async () => {
    await as(db, user)(`update public.photos set is_primary = true where url = '/2.jpg' and user_id = $1`, [user.id]);
    expect((await photosOf(user)).map((p) => [p.url, p.is_primary])).toEqual([
      ['/1.jpg', false],
      ['/2.jpg', true],
    ]);
  });

  it('also works the app’s way: clear all, then set one', async () => {
    const me = as(db, user);
    await me('update public.photos set is_primary = false where user_id = $1', [user.id]);
    await me(`update public.photos set is_primary = true where url = '/1.jpg' and user_id = $1`, [user.id]);
    expect((await photosOf(user)).map((p) => p.is_primary)).toEqual([true, false]);
  });

  it('never allows two primaries, even when inserted as primary', async () => {
    await as(db, user)(`insert into public.photos (user_id, url, is_primary) values ($1, '/3.jpg', true)`, [user.id]);
    expect((await photosOf(user)).filter((p) => p.is_primary).map((p) => p.url)).toEqual(['/3.jpg']);
  });

  it('promotes the oldest remaining photo when the primary is deleted', async () => {
    await as(db, user)(`delete from public.photos where url = '/3.jpg' and user_id = $1`, [user.id]);
    expect((await photosOf(user)).map((p) => [p.url, p.is_primary])).toEqual([
      ['/1.jpg', true],
      ['/2.jpg', false],
    ]);
  });
});

it('allows at most 6 photos per user', async () => {
  const [user] = await createUsers(db, 1);
  for (let i = 1; i <= 6; i++) await addPhoto(user, `/${i}.jpg`);
  await expect(addPhoto(user, '/7.jpg')).rejects.toMatchObject({
    code: '23514',
    constraint: 'photos_at_most_6_per_user',
  });
});

describe('access', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [owner, other] = await createUsers(db, 2);
    await addPhoto(owner, '/owner.jpg');
  });

  const urlsSeenBy = async (viewer: TestUser | typeof ANON) =>
    (await as(db, viewer)<{ url: string }>('select url from public.photos where user_id = $1', [owner.id])).rows;

  it('shows photos to whoever may see the profile', async () => {
    expect(await urlsSeenBy(other)).toEqual([{ url: '/owner.jpg' }]);
    expect(await urlsSeenBy(ANON)).toEqual([]);
    await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [owner.id]);
    expect(await urlsSeenBy(other)).toEqual([]);
    expect(await urlsSeenBy(owner)).toEqual([{ url: '/owner.jpg' }]);
    await db.query(`update public.profiles set visibility = 'everyone' where id = $1`, [owner.id]);
  });

  it('refuses adding a photo to someone else’s profile', async () => {
    await expect(
      as(db, other)(`insert into public.photos (user_id, url) values ($1, '/x.jpg')`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, ANON)(`insert into public.photos (user_id, url) values ($1, '/x.jpg')`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('ignores others’ updates and deletes', async () => {
    const caller = as(db, other);
    expect((await caller('update public.photos set url = $1 where user_id = $2', ['/y.jpg', owner.id])).affectedRows).toBe(0);
    expect((await caller('delete from public.photos where user_id = $1', [owner.id])).affectedRows).toBe(0);
    expect(await urlsSeenBy(owner)).toEqual([{ url: '/owner.jpg' }]);
  });

  it('refuses moving a photo to another user', async () => {
    await expect(
      as(db, owner)('update public.photos set user_id = $1 where user_id = $2', [other.id, owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('lets the owner delete their photo', async () => {
    expect((await as(db, owner)('delete from public.photos where user_id = $1', [owner.id])).affectedRows).toBe(1);
  });
});
