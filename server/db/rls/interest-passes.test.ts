import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A "no" is the receiver's to know: the sender's row stays as she sent it.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function interest(from: TestUser, to: TestUser): Promise<string> {
  const { rows } = await as(db, from)<{ id: string }>('insert into public.interests (sender_id, receiver_id) values ($1, $2) returning id', [
    from.id,
    to.id,
  ]);
  return rows[0].id;
}
const pass = async (who: TestUser, id: string) =>
  (await as(db, who)<{ passed: boolean }>('select public.pass_interest($1) as passed', [id])).rows[0].passed;
const seenBy = async (who: TestUser, id: string) =>
  (await as(db, who)<{ status: string; updated_at: Date }>('select status, updated_at from public.interests where id = $1', [id])).rows;

describe('pass_interest', () => {
  it('leaves the sender her interest exactly as she sent it', async () => {
    const [sender, receiver] = await createUsers(db, 2);
    const id = await interest(sender, receiver);
    const before = await seenBy(sender, id);
    expect(await pass(receiver, id)).toBe(true);
    expect(await seenBy(sender, id)).toEqual(before);
    expect(before).toEqual([{ status: 'pending', updated_at: expect.any(Date) }]);
  });

  it('takes it out of the receiver’s reads, and tells her alone that she passed', async () => {
    const [sender, receiver] = await createUsers(db, 2);
    const id = await interest(sender, receiver);
    await pass(receiver, id);
    expect(await seenBy(receiver, id)).toEqual([]);
    const passes = async (who: TestUser) => (await as(db, who)('select interest_id from public.interest_passes')).rows;
    expect(await passes(receiver)).toEqual([{ interest_id: id }]);
    expect(await passes(sender)).toEqual([]);
  });

  it('is the receiver’s alone, once, and only for a pending interest', async () => {
    const [sender, receiver, other] = await createUsers(db, 3);
    const id = await interest(sender, receiver);
    expect(await pass(sender, id)).toBe(false);
    expect(await pass(other, id)).toBe(false);
    expect(await pass(receiver, id)).toBe(true);
    expect(await pass(receiver, id)).toBe(false);
    const accepted = await interest(other, receiver);
    await as(db, receiver)('select public.accept_interest($1)', [accepted]);
    expect(await pass(receiver, accepted)).toBe(false);
  });

  it('cannot be written around: no direct writes, no "rejected" status, no accepting what was passed', async () => {
    const [sender, receiver] = await createUsers(db, 2);
    const id = await interest(sender, receiver);
    await expect(as(db, receiver)(`update public.interests set status = 'rejected' where id = $1`, [id])).rejects.toMatchObject({ code: '42501' });
    await expect(db.query(`update public.interests set status = 'rejected' where id = $1`, [id])).rejects.toMatchObject({
      code: 'P0001',
      message: 'An interest can only be accepted',
    });
    await expect(
      as(db, receiver)('insert into public.interest_passes (interest_id, receiver_id) values ($1, $2)', [id, receiver.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await pass(receiver, id);
    const accepted = await as(db, receiver)<{ accepted: boolean }>('select public.accept_interest($1) as accepted', [id]);
    expect(accepted.rows).toEqual([{ accepted: false }]);
    await expect(as(db, receiver)('delete from public.interest_passes where interest_id = $1', [id])).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('goes with the interest when an account is deleted', async () => {
    const [sender, receiver] = await createUsers(db, 2);
    const id = await interest(sender, receiver);
    await pass(receiver, id);
    await db.query('delete from auth.users where id = $1', [sender.id]);
    expect((await db.query('select 1 from public.interest_passes where interest_id = $1', [id])).rows).toEqual([]);
  });
});
