import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [alice, bob, stranger] = await createUsers(db, 3);
  await makeMatch(db, alice, bob);
});
afterAll(() => db.close());

const send = (from: TestUser, to: TestUser, content: string) =>
  as(db, from)<{ id: string }>(
    'insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3) returning id',
    [from.id, to.id, content],
  );

describe('sending', () => {
  it('lets matched users write to each other, both ways', async () => {
    await send(alice, bob, 'Hi Bob');
    await send(bob, alice, 'Hi Alice');
  });

  it('refuses users who are not matched, even with a pending interest', async () => {
    await expect(send(stranger, alice, 'Hello?')).rejects.toMatchObject({ code: '42501' });
    await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [stranger.id, bob.id]);
    await expect(send(stranger, bob, 'Hello?')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses writing in someone else’s name, as a visitor, or pre-read', async () => {
    await expect(
      as(db, stranger)('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3)', [
        alice.id,
        bob.id,
        'Fake',
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, ANON)('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3)', [alice.id, bob.id, 'x']),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, alice)('insert into public.messages (sender_id, receiver_id, content, read_at) values ($1, $2, $3, now())', [
        alice.id,
        bob.id,
        'Already read?',
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses blank content and more than 500 characters (SPEC §9)', async () => {
    await expect(send(alice, bob, '   ')).rejects.toMatchObject({ code: '23514', constraint: 'messages_content_length' });
    await expect(send(alice, bob, 'x'.repeat(500))).resolves.toBeDefined();
    await expect(send(alice, bob, 'x'.repeat(501))).rejects.toMatchObject({
      code: '23514',
      constraint: 'messages_content_length',
    });
  });
});

describe('reading and marking read', () => {
  let messageId: string;
  beforeAll(async () => {
    messageId = (await send(alice, bob, 'Read me')).rows[0].id;
  });

  it('shows messages to their sender and receiver only', async () => {
    const count = async (viewer: TestUser) => (await as(db, viewer)('select 1 from public.messages where id = $1', [messageId])).rows.length;
    expect([await count(alice), await count(bob), await count(stranger)]).toEqual([1, 1, 0]);
    await expect(as(db, ANON)('select 1 from public.messages where id = $1', [messageId])).rejects.toMatchObject({ code: '42501' });
  });

  it('ignores the sender or an outsider marking it read', async () => {
    for (const caller of [alice, stranger]) {
      const result = await as(db, caller)('update public.messages set read_at = now() where id = $1', [messageId]);
      expect(result.affectedRows).toBe(0);
    }
  });

  it('refuses the receiver editing the content', async () => {
    await expect(
      as(db, bob)(`update public.messages set content = 'Edited' where id = $1`, [messageId]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'Only read_at of a message can change' });
  });

  it('lets the receiver mark it read once', async () => {
    expect((await as(db, bob)('update public.messages set read_at = now() where id = $1', [messageId])).affectedRows).toBe(1);
    await expect(
      as(db, bob)('update public.messages set read_at = null where id = $1', [messageId]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'A message stays read once read' });
  });

  it('lets nobody delete a message', async () => {
    for (const caller of [alice, bob]) {
      expect((await as(db, caller)('delete from public.messages where id = $1', [messageId])).affectedRows).toBe(0);
    }
  });
});
