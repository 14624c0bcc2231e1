import { createTestDatabase } from '../../testing/test-database';
import { acceptInterest, as, passInterest, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Two members who show interest in each other become a match at once (the trigger
// then_match_mutual_interests), while every other interest rule stays.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const like = (from: TestUser, to: TestUser) =>
  as(db, from)<{ status: string }>(
    'insert into public.interests (sender_id, receiver_id) values ($1, $2) returning status', [from.id, to.id]);
const statuses = async (a: TestUser, b: TestUser) =>
  (
    await db.query<{ pair: string; status: string }>(
      `select case when sender_id = $1 then 'a→b' else 'b→a' end as pair, status from public.interests
        where (sender_id, receiver_id) in (($1, $2), ($2, $1)) order by 1`,
      [a.id, b.id],
    )
  ).rows;
const matched = async (who: TestUser, other: TestUser) =>
  (await as(db, who)<{ m: boolean }>('select public.are_matched($1, $2) as m', [who.id, other.id])).rows[0].m;

describe('a mutual interest', () => {
  it('accepts both interests in the transaction of the second one', async () => {
    const [a, b] = await createUsers(db, 2);
    expect((await like(a, b)).rows).toEqual([{ status: 'pending' }]);
    // Inside the same transaction as the insert, the pair is already a match.
    const seenInside = await db.asRole(b.claims, async (tx) => {
      await tx.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [b.id, a.id]);
      return (await tx.query<{ m: boolean }>('select public.are_matched($1, $2) as m', [b.id, a.id])).rows[0].m;
    });
    expect(seenInside).toBe(true);
    expect(await statuses(a, b)).toEqual([{ pair: 'a→b', status: 'accepted' }, { pair: 'b→a', status: 'accepted' }]);
    expect([await matched(a, b), await matched(b, a)]).toEqual([true, true]);
  });

  it('makes a late interest to someone one is already matched with accepted too', async () => {
    const [a, b] = await createUsers(db, 2);
    await like(a, b);
    await acceptInterest(db, b, a);
    await like(b, a);
    expect(await statuses(a, b)).toEqual([{ pair: 'a→b', status: 'accepted' }, { pair: 'b→a', status: 'accepted' }]);
  });

  it('does not undo a rejection: the new interest waits for an answer', async () => {
    const [a, b] = await createUsers(db, 2);
    await like(a, b);
    await passInterest(db, b, a);
    await like(b, a);
    // The passed interest still reads as sent; the new one waits.
    expect(await statuses(a, b)).toEqual([{ pair: 'a→b', status: 'pending' }, { pair: 'b→a', status: 'pending' }]);
    expect(await matched(a, b)).toBe(false);
  });

  it('leaves a one-way interest pending, and other pairs alone', async () => {
    const [a, b, c] = await createUsers(db, 3);
    await like(a, b);
    await like(c, a);
    await like(a, c);
    expect(await statuses(a, b)).toEqual([{ pair: 'a→b', status: 'pending' }]);
    expect(await statuses(a, c)).toEqual([{ pair: 'a→b', status: 'accepted' }, { pair: 'b→a', status: 'accepted' }]);
  });

  it('keeps the other rules: one interest per pair, never oneself, only the receiver answers', async () => {
    const [a, b] = await createUsers(db, 2);
    await like(a, b);
    await expect(like(a, b)).rejects.toMatchObject({ code: '23505' });
    await expect(like(a, a)).rejects.toMatchObject({ code: '23514', constraint: 'interests_not_self' });
    expect(await acceptInterest(db, a, a)).toBe(false);
    expect(await acceptInterest(db, b, b)).toBe(false);
    await expect(as(db, a)(`update public.interests set status = 'accepted' where sender_id = $1`, [a.id])).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, a)(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [b.id, a.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
