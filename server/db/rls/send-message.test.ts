import { randomUUID } from 'node:crypto';
import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [alice, bob, carol, stranger] = await createUsers(db, 4);
  await makeMatch(db, alice, bob);
  await makeMatch(db, carol, alice);
});
afterAll(() => db.close());

const stored = async (id: string) => (await db.query('select * from public.messages where id = $1', [id])).rows;

describe('send_message: the match rule', () => {
  it('lets matched members write, whichever of them liked first', async () => {
    expect(await sendMessage(db, alice, bob, 'Hi Bob')).toMatchObject({ sender_id: alice.id, receiver_id: bob.id });
    expect(await sendMessage(db, bob, alice, 'Hi Alice')).toMatchObject({ sender_id: bob.id, receiver_id: alice.id });
    expect(await sendMessage(db, alice, carol, 'Hi Carol')).toMatchObject({ receiver_id: carol.id });
    expect(await sendMessage(db, carol, alice, 'Hi Alice')).toMatchObject({ receiver_id: alice.id });
  });

  it('refuses members who are not matched, even with a pending interest (42501)', async () => {
    await expect(sendMessage(db, stranger, alice, 'Hello?')).rejects.toMatchObject({ code: '42501' });
    await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [stranger.id, bob.id]);
    await expect(sendMessage(db, stranger, bob, 'Hello?')).rejects.toMatchObject({ code: '42501' });
    await expect(sendMessage(db, bob, stranger, 'Hello?')).rejects.toMatchObject({ code: '42501' });
  });

  it('is not callable by visitors', async () => {
    await expect(
      as(db, ANON)('select public.send_message($1, $2, $3)', [randomUUID(), alice.id, 'Hi']),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('send_message: ids chosen by the client', () => {
  it('stores one row for the same id sent twice and returns the first row, unchanged', async () => {
    const id = randomUUID();
    const first = await sendMessage(db, alice, bob, 'Only once', id);
    const retry = await sendMessage(db, alice, bob, 'A different body', id);
    expect(first.id).toBe(id);
    expect(retry).toEqual(first);
    expect(await stored(id)).toEqual([first]);
  });

  it('refuses an id another member already used (23505), without telling about that message', async () => {
    const id = randomUUID();
    await sendMessage(db, carol, alice, 'Mine', id);
    const attempt = sendMessage(db, bob, alice, 'Taken?', id);
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    await expect(attempt).rejects.not.toMatchObject({ message: expect.stringContaining('Mine') });
    // Even the receiver of that message cannot send with its id.
    await expect(sendMessage(db, alice, carol, 'Mine too?', id)).rejects.toMatchObject({ code: '23505' });
    expect(await stored(id)).toHaveLength(1);
  });
});

describe('send_message: content', () => {
  it('stores the text trimmed', async () => {
    expect((await sendMessage(db, alice, bob, '  \n Hello Bob \t\n')).content).toBe('Hello Bob');
  });

  it('refuses blank text and more than 500 characters after trimming (23514)', async () => {
    for (const body of ['', '   \n\t ', '\u00a0']) {
      await expect(sendMessage(db, alice, bob, body)).rejects.toMatchObject({ code: '23514' });
    }
    await expect(sendMessage(db, alice, bob, 'x'.repeat(501))).rejects.toMatchObject({ code: '23514' });
    expect((await sendMessage(db, alice, bob, ` ${'x'.repeat(500)} `)).content).toHaveLength(500);
  });

  it('stamps the message with the database time, unread', async () => {
    const before = (await db.query<{ now: Date }>('select now()')).rows[0].now;
    const message = await sendMessage(db, alice, bob, 'Now');
    expect(message.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(message.read_at).toBeNull();
  });
});
