import { PRIVATE_PROFILE_COLUMNS } from '../../testing/private-profile-columns';
import { createTestDatabase } from '../../testing/test-database';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let owner: TestUser;
let viewer: TestUser;
let urls: string[];
beforeAll(async () => {
  db = await createTestDatabase();
  [owner, viewer] = await createUsers(db, 2, { last_name: 'Private', birth_date: '1990-05-17' });
  urls = await uploadedPhotoUrls(db, owner.id, 2);
  await db.query(`insert into public.photos (user_id, url) values ($1, $2), ($1, $3)`, [owner.id, ...urls]);
  await db.query(`update public.photos set is_primary = true where url = $1`, [urls[1]]);
});
afterAll(() => db.close());

const getProfile = (caller: TestUser, id = owner.id) =>
  as(db, caller)<{ profile: Record<string, unknown> | null }>(
    'select public.get_profile_with_photos($1) as profile',
    [id],
  ).then((result) => result.rows[0].profile);

it('returns the profile with its photos, primary first', async () => {
  const profile = await getProfile(viewer);
  expect(profile).toMatchObject({ id: owner.id, username: owner.username });
  expect((profile!.photos as { url: string; is_primary: boolean }[]).map((p) => [p.url, p.is_primary])).toEqual([
    [urls[1], true],
    [urls[0], false],
  ]);
});

it('gives another member the public part only, and the owner everything', async () => {
  const seen = await getProfile(viewer);
  for (const column of PRIVATE_PROFILE_COLUMNS) expect(seen).not.toHaveProperty(column);
  const own = await getProfile(owner);
  for (const column of PRIVATE_PROFILE_COLUMNS) expect(own).toHaveProperty(column);
  expect(own).toMatchObject({ last_name: 'Private', birth_date: '1990-05-17', email: owner.claims.email });
});

it('computes age for today even when the stored one is stale', async () => {
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`update public.profiles set birth_date = current_date - interval '40 years', age = 39 where id = $1`, [
      owner.id,
    ]);
  });
  expect(await getProfile(viewer)).toMatchObject({ age: 40 });
  expect(await getProfile(owner)).toMatchObject({ age: 40 });
});

it('returns null for a profile the caller may not see, or that does not exist', async () => {
  await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [owner.id]);
  expect(await getProfile(viewer)).toBeNull();
  expect(await getProfile(owner)).toMatchObject({ id: owner.id });
  expect(await getProfile(viewer, '00000000-0000-4000-8000-000000000000')).toBeNull();
});

it('is not callable by visitors', async () => {
  await expect(as(db, ANON)('select public.get_profile_with_photos($1)', [owner.id])).rejects.toMatchObject({
    code: '42501',
  });
});
