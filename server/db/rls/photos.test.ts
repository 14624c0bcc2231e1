import { createTestDatabase } from '../../testing/test-database';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

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
    await db.query<PhotoRow>('select id, url, is_primary from public.photos where user_id = $1 order by created_at, id', [
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
  let urls: string[];
  beforeAll(async () => {
    [user] = await createUsers(db, 1);
    urls = await uploadedPhotoUrls(db, user.id, 3);
  });

  it('makes the first photo primary, and later ones not', async () => {
    expect((await addPhoto(user, urls[0])).rows[0].is_primary).toBe(true);
    expect((await addPhoto(user, urls[1])).rows[0].is_primary).toBe(false);
  });

  it('clears the others when one becomes primary in a single step', async () => {
    await as(db, user)(`update public.photos set is_primary = true where url = $1`, [urls[1]]);
    expect((await photosOf(user)).map((p) => [p.url, p.is_primary])).toEqual([
      [urls[0], false],
      [urls[1], true],
    ]);
  });

  it('also works the app’s way: clear all, then set one', async () => {
    const me = as(db, user);
    await me('update public.photos set is_primary = false where user_id = $1', [user.id]);
    await me(`update public.photos set is_primary = true where url = $1`, [urls[0]]);
    expect((await photosOf(user)).map((p) => p.is_primary)).toEqual([true, false]);
  });

  it('never allows two primaries, even when inserted as primary', async () => {
    await as(db, user)(`insert into public.photos (user_id, url, is_primary) values ($1, $2, true)`, [user.id, urls[2]]);
    expect((await photosOf(user)).filter((p) => p.is_primary).map((p) => p.url)).toEqual([urls[2]]);
  });

  it('promotes the oldest remaining photo when the primary is deleted', async () => {
    await as(db, user)(`delete from public.photos where url = $1`, [urls[2]]);
    expect((await photosOf(user)).map((p) => [p.url, p.is_primary])).toEqual([
      [urls[0], true],
      [urls[1], false],
    ]);
  });
});

it('allows a member her plan\'s photos (402 past them), and no profile more than 10 whoever writes', async () => {
  const [user] = await createUsers(db, 1);
  const urls = await uploadedPhotoUrls(db, user.id, 11);
  for (const url of urls.slice(0, 3)) await addPhoto(user, url);
  await expect(addPhoto(user, urls[3])).rejects.toMatchObject({
    code: 'PT402',
    message: 'Your plan allows 3 photos. Upgrade your plan to add more.',
    hint: 'upgrade',
  });
  // The owner (the seed, an administrator) is no member: only the absolute cap holds.
  for (const url of urls.slice(3, 10)) await db.query('insert into public.photos (user_id, url) values ($1, $2)', [user.id, url]);
  await expect(db.query('insert into public.photos (user_id, url) values ($1, $2)', [user.id, urls[10]])).rejects.toMatchObject({
    code: '23514',
    constraint: 'photos_at_most_10_per_user',
  });
});

describe('the URL is the public URL of an image in the owner’s own folder', () => {
  let user: TestUser;
  let other: TestUser;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    [user, other] = await createUsers(db, 2);
    [mine] = await uploadedPhotoUrls(db, user.id);
    [theirs] = await uploadedPhotoUrls(db, other.id);
  });

  const refused = { code: '23514', constraint: 'photos_url_own_object' };

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['an outside tracker', 'https://tracker.example/pixel.gif'],
    ['a relative path', '/demo/ava.jpg'],
  ])('refuses %s', async (_, url) => {
    await expect(addPhoto(user, url)).rejects.toMatchObject(refused);
  });

  it('refuses the right path on another host, and a URL with more after it', async () => {
    const path = new URL(mine).pathname;
    await expect(addPhoto(user, `https://tracker.example${path}`)).rejects.toMatchObject(refused);
    await expect(addPhoto(user, `${mine}?track=1`)).rejects.toMatchObject(refused);
    await expect(addPhoto(user, `${mine}/../x.jpg`)).rejects.toMatchObject(refused);
  });

  it('refuses another member’s photo, and a name in the own folder that was never uploaded', async () => {
    await expect(addPhoto(user, theirs)).rejects.toMatchObject(refused);
    const invented = mine.replace(/[0-9a-f-]{36}\.jpg$/, '00000000-0000-4000-8000-000000000000.jpg');
    await expect(addPhoto(user, invented)).rejects.toMatchObject(refused);
  });

  it('refuses these also for the service role, and on update', async () => {
    await expect(
      db.query('insert into public.photos (user_id, url) values ($1, $2)', [user.id, 'https://tracker.example/a.jpg']),
    ).rejects.toMatchObject(refused);
    await addPhoto(user, mine);
    await expect(
      as(db, user)('update public.photos set url = $1 where user_id = $2', ['https://tracker.example/a.jpg', user.id]),
    ).rejects.toMatchObject(refused);
  });

  it('records the object’s path from the URL, whatever the client sends', async () => {
    const [another] = await uploadedPhotoUrls(db, user.id);
    const { rows } = await as(db, user)<{ storage_path: string }>(
      `insert into public.photos (user_id, url, storage_path) values ($1, $2, $3) returning storage_path`,
      [user.id, another, `${other.id}/elsewhere.jpg`],
    );
    expect(rows[0].storage_path).toBe(another.split('/profile-photos/')[1]);
  });
});

describe('access', () => {
  let owner: TestUser;
  let other: TestUser;
  let url: string;
  beforeAll(async () => {
    [owner, other] = await createUsers(db, 2);
    [url] = await uploadedPhotoUrls(db, owner.id);
    await addPhoto(owner, url);
  });

  const urlsSeenBy = async (viewer: TestUser | typeof ANON) =>
    (await as(db, viewer)<{ url: string }>('select url from public.photos where user_id = $1', [owner.id])).rows;

  it('shows photos to whoever may see the profile', async () => {
    expect(await urlsSeenBy(other)).toEqual([{ url }]);
    expect(await urlsSeenBy(ANON)).toEqual([]);
    await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [owner.id]);
    expect(await urlsSeenBy(other)).toEqual([]);
    expect(await urlsSeenBy(owner)).toEqual([{ url }]);
    await db.query(`update public.profiles set visibility = 'everyone' where id = $1`, [owner.id]);
  });

  it('refuses adding a photo to someone else’s profile', async () => {
    const [foreign] = await uploadedPhotoUrls(db, owner.id);
    await expect(
      as(db, other)(`insert into public.photos (user_id, url) values ($1, $2)`, [owner.id, foreign]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, ANON)(`insert into public.photos (user_id, url) values ($1, $2)`, [owner.id, foreign]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('ignores others’ updates and deletes', async () => {
    const caller = as(db, other);
    expect((await caller('update public.photos set is_primary = false where user_id = $1', [owner.id])).affectedRows).toBe(0);
    expect((await caller('delete from public.photos where user_id = $1', [owner.id])).affectedRows).toBe(0);
    expect(await urlsSeenBy(owner)).toEqual([{ url }]);
  });

  it('refuses moving a photo to another user', async () => {
    // The URL check (a BEFORE trigger) answers before the policy would: the file is not in their folder.
    await expect(
      as(db, owner)('update public.photos set user_id = $1 where user_id = $2', [other.id, owner.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'photos_url_own_object' });
  });

  it('lets the owner delete their photo', async () => {
    expect((await as(db, owner)('delete from public.photos where user_id = $1', [owner.id])).affectedRows).toBe(1);
  });
});
