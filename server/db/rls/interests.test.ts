import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let sender: TestUser;
let receiver: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [sender, receiver, outsider] = await createUsers(db, 3);
});
afterAll(() => db.close());

const sendInterest = (from: TestUser, to: TestUser, message: string | null = null) =>
  as(db, from)<{ id: string; message: string | null; status: string }>(
    'insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3) returning id, message, status',
    [from.id, to.id, message],
  );

describe('sending', () => {
  it('stores a pending interest with its message trimmed', async () => {
    const { rows } = await sendInterest(sender, receiver, '  Hello there!  ');
    expect(rows).toEqual([{ id: expect.any(String), message: 'Hello there!', status: 'pending' }]);
  });

  it('refuses a second interest to the same person', async () => {
    await expect(sendInterest(sender, receiver)).rejects.toMatchObject({
      code: '23505',
      constraint: 'interests_sender_id_receiver_id_key',
    });
  });

  it('refuses interest in oneself', async () => {
    await expect(sendInterest(outsider, outsider)).rejects.toMatchObject({ code: '23514', constraint: 'interests_not_self' });
  });

  it('refuses a message over 500 characters, counted after trimming', async () => {
    const [a, b] = await createUsers(db, 2);
    await expect(sendInterest(a, b, 'x'.repeat(501))).rejects.toMatchObject({
      code: '23514',
      constraint: 'interests_message_length',
    });
    const { rows } = await sendInterest(a, b, `   ${'x'.repeat(500)}   `);
    expect(rows[0].message).toHaveLength(500);
  });

  it('stores a blank message as no message', async () => {
    const [a, b] = await createUsers(db, 2);
    expect((await sendInterest(a, b, '   ')).rows[0].message).toBeNull();
  });

  it('refuses sending in someone else’s name, or as a visitor', async () => {
    await expect(
      as(db, outsider)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [receiver.id, sender.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, ANON)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [receiver.id, sender.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses sending an interest that is already accepted', async () => {
    await expect(
      as(db, outsider)(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [
        outsider.id,
        receiver.id,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses liking a profile one cannot see', async () => {
    const [hidden, fan] = await createUsers(db, 2);
    await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [hidden.id]);
    await expect(sendInterest(fan, hidden)).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses a status outside the list', async () => {
    const [a, b] = await createUsers(db, 2);
    await expect(
      db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'maybe')`, [a.id, b.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'interests_status_check' });
  });
});

describe('reading', () => {
  const seenBy = async (viewer: TestUser | typeof ANON) =>
    (await as(db, viewer)('select 1 from public.interests where sender_id = $1 and receiver_id = $2', [sender.id, receiver.id]))
      .rows.length;

  it('shows an interest to its sender and receiver only', async () => {
    expect(await seenBy(sender)).toBe(1);
    // A pending one reaches its receiver once her plan shows who liked her (see-who-liked-you.test.ts).
    expect(await seenBy(receiver)).toBe(0);
    await db.query(`insert into public.subscriptions (user_id, tier, current_period_start, current_period_end) values ($1, 'premium', now(), now() + interval '30 days')`, [receiver.id]);
    expect(await seenBy(receiver)).toBe(1);
    await db.query('delete from public.subscriptions where user_id = $1', [receiver.id]);
    expect(await seenBy(outsider)).toBe(0);
    expect(await seenBy(ANON)).toBe(0);
  });
});

describe('answering', () => {
  // Members answer through accept_interest() and pass_interest() only (docs/plans.md, See who liked
  // you); the guard below still holds for every write, the database's own included.
  const accept = async (who: TestUser) => {
    const { rows } = await db.query<{ id: string }>('select id from public.interests where sender_id = $1 and receiver_id = $2', [sender.id, receiver.id]);
    return (await as(db, who)<{ accepted: boolean }>('select public.accept_interest($1) as accepted', [rows[0].id])).rows[0].accepted;
  };
  const write = (status: string) =>
    db.query('update public.interests set status = $1 where sender_id = $2 and receiver_id = $3', [status, sender.id, receiver.id]);

  it('ignores the sender and outsiders', async () => {
    expect(await accept(sender)).toBe(false);
    expect(await accept(outsider)).toBe(false);
  });

  it('takes no direct update from anyone, and lets nothing but the status change', async () => {
    for (const who of [sender, receiver, outsider]) {
      await expect(as(db, who)(`update public.interests set status = 'accepted' where receiver_id = $1`, [receiver.id])).rejects.toMatchObject({ code: '42501' });
    }
    await expect(db.query(`update public.interests set message = 'edited' where receiver_id = $1`, [receiver.id])).rejects.toMatchObject({
      code: 'P0001',
      message: 'Only the status of an interest can change',
    });
  });

  it('refuses a status that is not an answer', async () => {
    await expect(write('maybe')).rejects.toMatchObject({ code: 'P0001' });
  });

  it('lets the receiver accept once, and then never change it', async () => {
    expect(await accept(receiver)).toBe(true);
    expect(await accept(receiver)).toBe(false);
    await expect(write('rejected')).rejects.toMatchObject({ code: 'P0001', message: 'This interest was already accepted' });
    await expect(write('pending')).rejects.toMatchObject({ code: 'P0001' });
  });

  it('lets nobody delete an interest', async () => {
    for (const caller of [sender, receiver, outsider]) {
      expect(
        (await as(db, caller)('delete from public.interests where sender_id = $1', [sender.id])).affectedRows,
      ).toBe(0);
    }
  });
});

describe('are_matched', () => {
  it('tells the two users they are matched, and no one else', async () => {
    const [a, b] = await createUsers(db, 2);
    await makeMatch(db, a, b);
    const ask = (who: TestUser) =>
      as(db, who)<{ matched: boolean }>('select public.are_matched($1, $2) as matched', [b.id, a.id]);
    expect((await ask(a)).rows).toEqual([{ matched: true }]);
    expect((await ask(b)).rows).toEqual([{ matched: true }]);
    expect((await ask(outsider)).rows).toEqual([{ matched: false }]);
    await expect(as(db, ANON)('select public.are_matched($1, $2)', [a.id, b.id])).rejects.toMatchObject({
      code: '42501',
    });
  });
});
