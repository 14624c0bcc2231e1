import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A member withdraws a like she sent that is still pending (public.withdraw_interest; the Likes
// dialog's Sent tab). docs/database.md (Interests and passes), docs/plans.md (Limits).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const like = (from: TestUser, to: TestUser) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);
const withdraw = async (who: TestUser, target: string) =>
  (await as(db, who)<{ withdrawn: boolean }>('select public.withdraw_interest($1) as withdrawn', [target])).rows[0].withdrawn;
const interestsBetween = async (a: TestUser, b: TestUser) =>
  (await db.query('select 1 from public.interests where sender_id = $1 and receiver_id = $2', [a.id, b.id])).rows.length;
const likesToldTo = async (member: TestUser) =>
  (await as(db, member)<{ actor_id: string }>(`select actor_id from public.notifications where kind = 'like'`)).rows.map((row) => row.actor_id);
const interestsUsed = async (who: TestUser) =>
  (await as(db, who)<{ interests: number }>('select interests from public.get_my_usage()')).rows[0].interests;

it('withdraws a pending like she sent: the like and its notification go, the day’s count stays', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(ava, noah);
  expect(await likesToldTo(noah)).toEqual([ava.id]);
  expect(await interestsUsed(ava)).toBe(1);
  expect(await withdraw(ava, noah.id)).toBe(true);
  expect(await interestsBetween(ava, noah)).toBe(0);
  expect(await likesToldTo(noah)).toEqual([]);
  // What she spent is spent: the usage ledger keeps it.
  expect(await interestsUsed(ava)).toBe(1);
  expect(await withdraw(ava, noah.id)).toBe(false);
});

it('keeps the day’s limit: ten likes sent and withdrawn leave no eleventh on Free', async () => {
  const [ava, ...others] = await createUsers(db, 12);
  for (const other of others.slice(0, 10)) {
    await like(ava, other);
    expect(await withdraw(ava, other.id)).toBe(true);
  }
  expect(await interestsUsed(ava)).toBe(10);
  await expect(like(ava, others[10])).rejects.toMatchObject({ code: 'PT402', message: 'You have sent your 10 interests for today. Upgrade your plan to send more.' });
});

it('withdraws only her own pending likes: not a match, not a like she received, not someone else’s', async () => {
  const [ava, noah, eve, zoe] = await createUsers(db, 4);
  await makeMatch(db, ava, noah);
  expect(await withdraw(ava, noah.id)).toBe(false);
  await like(eve, ava);
  expect(await withdraw(ava, eve.id)).toBe(false);
  await like(eve, zoe);
  expect(await withdraw(ava, zoe.id)).toBe(false);
  expect([await interestsBetween(eve, ava), await interestsBetween(eve, zoe)]).toEqual([1, 1]);
  expect(await withdraw(ava, crypto.randomUUID())).toBe(false);
});

it('withdraws a like the other member passed on (to its sender it still reads pending)', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(ava, noah);
  const { rows } = await db.query<{ id: string }>('select id from public.interests where sender_id = $1', [ava.id]);
  await as(db, noah)('select public.pass_interest($1)', [rows[0].id]);
  expect(await withdraw(ava, noah.id)).toBe(true);
  expect((await db.query('select 1 from public.interest_passes where interest_id = $1', [rows[0].id])).rows).toEqual([]);
});

it('tells nobody again of a like sent again the same day: a like and its withdrawal in a loop notify once', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(ava, noah);
  await withdraw(ava, noah.id);
  await like(ava, noah);
  expect(await likesToldTo(noah)).toEqual([]);
  // The like itself is hers to answer as any other.
  expect((await db.query('select 1 from public.interests where sender_id = $1 and receiver_id = $2 and status = $3', [ava.id, noah.id, 'pending'])).rows).toHaveLength(1);
  // A day later, a new like is news again.
  await withdraw(ava, noah.id);
  await db.query(`update private.withdrawn_interests set withdrawn_at = withdrawn_at - interval '1 day' where sender_id = $1`, [ava.id]);
  await like(ava, noah);
  expect(await likesToldTo(noah)).toEqual([ava.id]);
});

it('is for signed-in members only, and takes a uuid', async () => {
  const [ava] = await createUsers(db, 1);
  await expect(as(db, ANON)('select public.withdraw_interest($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
  await expect(as(db, ava)('select public.withdraw_interest($1)', ['x'.repeat(10_000)])).rejects.toMatchObject({ code: '22P02' });
  // Members still cannot delete interests themselves.
  await expect(as(db, ava)('delete from public.interests')).resolves.toMatchObject({ affectedRows: 0 });
  await expect(as(db, ava)('select * from private.withdrawn_interests')).rejects.toMatchObject({ code: '42501' });
});
