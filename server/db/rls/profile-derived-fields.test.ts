import { createTestDatabase } from '../../testing/test-database';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let user: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  // No birth date yet: the tests set one, as a member does once.
  [user] = await createUsers(db, 1, { birth_date: null });
});
afterAll(() => db.close());

const profile = async () =>
  (await db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [user.id])).rows[0];

it('derives full_name from the trimmed names, whatever the client sends', async () => {
  await as(db, user)(`update public.profiles set first_name = '  Ava ', last_name = 'Stone', full_name = 'Fake Name'
                       where id = $1`, [user.id]);
  expect(await profile()).toMatchObject({ first_name: 'Ava', last_name: 'Stone', full_name: 'Ava Stone' });
  await db.query('update public.profiles set last_name = null where id = $1', [user.id]);
  expect(await profile()).toMatchObject({ full_name: 'Ava' });
});

it('computes age in whole years from birth_date, whatever the client sends', async () => {
  await as(db, user)(`update public.profiles set birth_date = current_date - interval '30 years' + interval '1 day',
                       age = 99 where id = $1`, [user.id]);
  expect(await profile()).toMatchObject({ age: 29 });
});

it('takes the e-mail from the account', async () => {
  await as(db, user)(`update public.profiles set email = 'someone-else@example.com' where id = $1`, [user.id]);
  expect(await profile()).toMatchObject({ email: user.claims.email });
});

it('stamps updated_at on a change but not on an age refresh', async () => {
  // A row as it looks a birthday later: triggers off, so the stale values stay.
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`update public.profiles set updated_at = '2020-01-01', age = 1 where id = $1`, [user.id]);
  });
  const refreshed = await db.query<{ refreshed: number }>('select public.refresh_profile_ages() as refreshed');
  expect(refreshed.rows[0].refreshed).toBeGreaterThanOrEqual(1);
  const afterRefresh = await profile();
  expect(afterRefresh.age).toBe(29);
  expect((afterRefresh.updated_at as Date).toISOString()).toBe('2020-01-01T00:00:00.000Z');

  await as(db, user)(`update public.profiles set bio = 'Hello' where id = $1`, [user.id]);
  expect(((await profile()).updated_at as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
});

it('keeps refresh_profile_ages for the server only', async () => {
  await expect(as(db, user)('select public.refresh_profile_ages()')).rejects.toMatchObject({ code: '42501' });
});

it('mirrors photo URLs into photos, ignoring what the client writes there', async () => {
  await as(db, user)(`update public.profiles set photos = array['https://elsewhere.example/x.jpg'] where id = $1`, [
    user.id,
  ]);
  expect(await profile()).toMatchObject({ photos: [] });
  const urls = await uploadedPhotoUrls(db, user.id, 2);
  await db.query(`insert into public.photos (user_id, url) values ($1, $2), ($1, $3)`, [user.id, ...urls]);
  expect(await profile()).toMatchObject({ photos: urls });
});
