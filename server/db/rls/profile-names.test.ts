import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers } from '../../testing/test-users';
import type { Database } from '../types';

// A name, once given, may change but not be cleared by its member (prepare_profile); the editor
// refuses it too (edit-profile-schema.ts).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const names = async (id: string) =>
  (await db.query('select first_name, last_name from public.profiles where id = $1', [id])).rows[0];

it.each([
  ['first_name', 'First name is required', 'profiles_first_name_required'],
  ['last_name', 'Last name is required', 'profiles_last_name_required'],
])('refuses a member who clears her %s, blank or null', async (column, message, constraint) => {
  const [ava] = await createUsers(db, 1, { last_name: 'Rose' });
  for (const value of [null, '   ']) {
    await expect(as(db, ava)(`update public.profiles set ${column} = $1 where id = $2`, [value, ava.id])).rejects.toMatchObject({
      code: '23514',
      message,
      constraint,
    });
  }
  await as(db, ava)(`update public.profiles set ${column} = 'Changed' where id = $1`, [ava.id]);
  expect(await names(ava.id)).toMatchObject({ [column]: 'Changed' });
});

it('lets a member without a last name leave it empty, and the service side clear one', async () => {
  const [google] = await createUsers(db, 1);
  await as(db, google)(`update public.profiles set last_name = null, bio = 'Hi' where id = $1`, [google.id]);
  await db.query('update public.profiles set first_name = null where id = $1', [google.id]);
  expect(await names(google.id)).toEqual({ first_name: null, last_name: null });
});
