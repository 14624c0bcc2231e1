import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, SERVICE, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// What others' preferences judge (gender, age) cannot be changed at will: watching the feed while
// changing them would reveal those preferences.
let db: Database;
let member: TestUser;
let googleMember: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  // As the registration form signs up; a Google sign-up brings neither.
  [member] = await createUsers(db, 1, { gender: 'female', birth_date: '1994-04-04' });
  [googleMember] = await createUsers(db, 1, { birth_date: null });
});
afterAll(() => db.close());

const update = (who: TestUser | typeof SERVICE, id: string, column: string, value: unknown) =>
  as(db, who)(`update public.profiles set ${column} = $2 where id = $1`, [id, value]);

describe('the birth date', () => {
  it('is set once by a member who has none (a Google sign-up), then fixed', async () => {
    expect((await update(googleMember, googleMember.id, 'birth_date', '1990-02-03')).affectedRows).toBe(1);
    await expect(update(googleMember, googleMember.id, 'birth_date', '1980-02-03')).rejects.toMatchObject({
      code: '23514',
      constraint: 'profiles_birth_date_fixed',
      message: 'Your birth date is set: contact support to correct it',
    });
  });

  it('cannot be changed or cleared by its member, but support may correct it', async () => {
    await expect(update(member, member.id, 'birth_date', '1970-01-01')).rejects.toMatchObject({ constraint: 'profiles_birth_date_fixed' });
    await expect(update(member, member.id, 'birth_date', null)).rejects.toMatchObject({ constraint: 'profiles_birth_date_fixed' });
    expect((await update(SERVICE, member.id, 'birth_date', '1970-01-01')).affectedRows).toBe(1);
  });

  it('lets the member save the same date again (a form that sends every field)', async () => {
    const { rows } = await db.query<{ birth_date: string }>(`select birth_date::text from public.profiles where id = $1`, [member.id]);
    expect((await update(member, member.id, 'birth_date', rows[0].birth_date)).affectedRows).toBe(1);
  });
});

describe('gender', () => {
  it('changes at most twice in 30 days', async () => {
    const [who] = await createUsers(db, 1, { gender: 'other' });
    await update(who, who.id, 'gender', 'female');
    await update(who, who.id, 'gender', 'male');
    await expect(update(who, who.id, 'gender', 'female')).rejects.toMatchObject({
      code: '23514',
      constraint: 'profiles_gender_change_limit',
      message: 'Gender can change at most twice in 30 days',
    });
    // Saving the same gender again is no change.
    expect((await update(who, who.id, 'gender', 'male')).affectedRows).toBe(1);
  });

  it('changes again once the earlier changes are 30 days old', async () => {
    const [who] = await createUsers(db, 1, { gender: 'other' });
    await update(who, who.id, 'gender', 'female');
    await update(who, who.id, 'gender', 'male');
    await db.query(`update private.gender_changes set changed_at = now() - interval '31 days' where profile_id = $1`, [who.id]);
    expect((await update(who, who.id, 'gender', 'non-binary')).affectedRows).toBe(1);
  });

  it('is set freely the first time, and by support at any time', async () => {
    const [who] = await createUsers(db, 1);
    await update(who, who.id, 'gender', 'female');
    await update(who, who.id, 'gender', 'male');
    await update(who, who.id, 'gender', 'female');
    for (const gender of ['male', 'other', 'female']) expect((await update(SERVICE, who.id, 'gender', gender)).affectedRows).toBe(1);
  });
});
