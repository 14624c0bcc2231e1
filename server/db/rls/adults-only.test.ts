import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A member without a name and an 18+ birth date (a Google sign-up) meets nobody until she gives them.
let db: Database;
let newcomer: TestUser;
let member: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [newcomer] = await createUsers(db, 1, { first_name: null, birth_date: null });
  [member] = await createUsers(db, 1, { first_name: 'Maya' });
  // An accepted interest written by the owner: even a match does not open the door.
  await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [member.id, newcomer.id]);
});
afterAll(() => db.close());

const q = (sql: string, params: unknown[] = []) => as(db, newcomer)(sql, params);

async function whatSheSees() {
  return {
    profiles: (await q('select id from public.public_profiles')).rows.map((r) => r.id),
    other: (await q('select public.get_profile_with_photos($1) as p', [member.id])).rows[0].p,
    matched: (await q('select public.are_matched($1, $2) as m', [newcomer.id, member.id])).rows[0].m,
  };
}

describe('a member without a name and birth date', () => {
  it('sees herself only: no other profile, no match', async () => {
    expect(await whatSheSees()).toEqual({ profiles: [newcomer.id], other: null, matched: false });
  });

  it('gets no feed, and is told what is missing', async () => {
    await expect(q('select * from public.get_discovery_feed()')).rejects.toMatchObject({
      code: '42501',
      message: 'Add your first name and birth date to meet members',
    });
  });

  it('cannot reach anyone: no interest, no connection request, no message', async () => {
    const [other] = await createUsers(db, 1);
    await expect(q('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [newcomer.id, other.id])).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      q('insert into public.connection_requests (sender_id, receiver_id) values ($1, $2)', [newcomer.id, other.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      q(`insert into public.messages (sender_id, receiver_id, content) values ($1, $2, 'Hi')`, [newcomer.id, member.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('cannot declare herself complete', async () => {
    await q('update public.profiles set basics_complete = true where id = $1', [newcomer.id]);
    expect((await whatSheSees()).profiles).toEqual([newcomer.id]);
  });

  it('meets members once she gives her name and an 18+ birth date, not before', async () => {
    await q(`update public.profiles set first_name = 'Avery' where id = $1`, [newcomer.id]);
    expect((await whatSheSees()).matched).toBe(false);
    await expect(q(`update public.profiles set birth_date = current_date - interval '17 years' where id = $1`, [newcomer.id])).rejects.toMatchObject({
      constraint: 'profiles_birth_date_adult',
    });
    await q(`update public.profiles set birth_date = '1995-04-02' where id = $1`, [newcomer.id]);
    const seen = await whatSheSees();
    expect(seen.profiles).toEqual(expect.arrayContaining([newcomer.id, member.id]));
    expect(seen.other).toMatchObject({ id: member.id, first_name: 'Maya' });
    expect(seen.matched).toBe(true);
    await expect(q('select * from public.get_discovery_feed()')).resolves.toBeDefined();
  });
});
