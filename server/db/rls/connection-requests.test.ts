import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
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

const request = (from: TestUser, to: TestUser, message: string | null = null) =>
  as(db, from)<{ message: string | null }>(
    'insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, $3) returning message',
    [from.id, to.id, message],
  );

it('stores a request with its message trimmed', async () => {
  expect((await request(sender, receiver, ' Coffee sometime? ')).rows).toEqual([{ message: 'Coffee sometime?' }]);
});

it('refuses a duplicate, a request to oneself and a long message', async () => {
  await expect(request(sender, receiver)).rejects.toMatchObject({
    code: '23505',
    constraint: 'connection_requests_sender_id_receiver_id_key',
  });
  await expect(request(sender, sender)).rejects.toMatchObject({
    code: '23514',
    constraint: 'connection_requests_not_self',
  });
  await expect(request(outsider, receiver, 'x'.repeat(501))).rejects.toMatchObject({
    code: '23514',
    constraint: 'connection_requests_message_length',
  });
});

it('refuses requests in another’s name, from visitors and to hidden profiles', async () => {
  const insert = 'insert into public.connection_requests (sender_id, receiver_id) values ($1, $2)';
  await expect(as(db, outsider)(insert, [receiver.id, outsider.id])).rejects.toMatchObject({ code: '42501' });
  await expect(as(db, ANON)(insert, [sender.id, outsider.id])).rejects.toMatchObject({ code: '42501' });
  const [hidden] = await createUsers(db, 1, {});
  await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [hidden.id]);
  await expect(request(outsider, hidden)).rejects.toMatchObject({ code: '42501' });
});

it('shows a request to its two users only', async () => {
  const seenBy = async (viewer: TestUser | typeof ANON) =>
    (await as(db, viewer)('select 1 from public.connection_requests where sender_id = $1', [sender.id])).rows.length;
  expect([await seenBy(sender), await seenBy(receiver), await seenBy(outsider), await seenBy(ANON)]).toEqual([1, 1, 0, 0]);
});

it('lets nobody edit or delete a request', async () => {
  for (const caller of [sender, receiver]) {
    const me = as(db, caller);
    expect((await me(`update public.connection_requests set message = 'edited' where sender_id = $1`, [sender.id])).affectedRows).toBe(0);
    expect((await me('delete from public.connection_requests where sender_id = $1', [sender.id])).affectedRows).toBe(0);
  }
});
