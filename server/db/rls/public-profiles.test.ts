import { PRIVATE_PROFILE_COLUMNS } from '../../testing/private-profile-columns';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let owner: TestUser;
let member: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [owner, member] = await createUsers(db, 2, { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' });
  await db.query(`update public.profiles set income = 90000, bio = 'Numbers.' where id = $1`, [owner.id]);
});
afterAll(() => db.close());

const columnsOf = async (relation: string) =>
  (
    await db.query<{ name: string }>(
      `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
      [relation],
    )
  ).rows.map((r) => r.name);

describe('public_profiles', () => {
  it('shows every column of profiles except the private ones, and nothing else', async () => {
    const all = await columnsOf('public.profiles');
    const shown = await columnsOf('public.public_profiles');
    expect(all.filter((c) => !shown.includes(c)).sort()).toEqual([...PRIVATE_PROFILE_COLUMNS].sort());
    // and the verified badge, computed (private.is_verified).
    expect(shown.filter((c) => !all.includes(c))).toEqual(['verified']);
  });

  it('shows another member the public part, with the age instead of the birth date', async () => {
    const { rows } = await as(db, member)('select * from public.public_profiles where id = $1', [owner.id]);
    expect(rows).toEqual([expect.objectContaining({ id: owner.id, first_name: 'Ada', bio: 'Numbers.' })]);
    expect(rows[0].age).toBeGreaterThanOrEqual(35);
  });

  it.each(PRIVATE_PROFILE_COLUMNS)('has no %s to select or filter on', async (column) => {
    await expect(as(db, member)(`select ${column} from public.public_profiles`)).rejects.toMatchObject({ code: '42703' });
    await expect(
      as(db, member)(`select id from public.public_profiles where ${column} is not null`),
    ).rejects.toMatchObject({ code: '42703' });
  });

  it('shows last_active only while its owner shows their online status', async () => {
    const lastActive = async () =>
      (await as(db, member)<{ last_active: Date | null }>('select last_active from public.public_profiles where id = $1', [
        owner.id,
      ])).rows[0].last_active;
    expect(await lastActive()).toBeInstanceOf(Date);
    await as(db, owner)('update public.profiles set show_online_status = false where id = $1', [owner.id]);
    expect(await lastActive()).toBeNull();
    const own = await as(db, owner)<{ last_active: Date | null }>('select last_active from public.profiles');
    expect(own.rows[0].last_active).toBeInstanceOf(Date);
  });

  it('is closed to visitors', async () => {
    await expect(as(db, ANON)('select id from public.public_profiles')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('profiles, read by someone else', () => {
  it.each(PRIVATE_PROFILE_COLUMNS)('never yields %s: not selected, not by filter', async (column) => {
    for (const caller of [member, ANON] as (TestUser | typeof ANON)[]) {
      const read = as(db, caller);
      expect((await read(`select ${column} from public.profiles where id = $1`, [owner.id])).rows).toEqual([]);
      expect((await read(`select id from public.profiles where ${column} is not null and id = $1`, [owner.id])).rows).toEqual([]);
      expect((await read('select * from public.profiles')).rows.filter((r) => r.id === owner.id)).toEqual([]);
    }
  });
});
