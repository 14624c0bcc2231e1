import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let ann: TestUser, ben: TestUser, cleo: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [ann, ben, cleo] = await createUsers(db, 3);
  await makeMatch(db, ann, ben);
  await makeMatch(db, ann, cleo);
  await sendMessage(db, ben, ann, 'One');
  await sendMessage(db, ben, ann, 'Two');
  await sendMessage(db, ann, ben, 'Mine');
  await sendMessage(db, cleo, ann, 'From Cleo');
});
afterAll(() => db.close());

const markRead = (caller: TestUser, partner: TestUser) =>
  as(db, caller)<{ marked: number }>('select public.mark_conversation_read($1) as marked', [partner.id]).then((r) => r.rows[0].marked);
const unread = async (from: TestUser, to: TestUser) =>
  (await db.query('select 1 from public.messages where sender_id = $1 and receiver_id = $2 and read_at is null', [from.id, to.id])).rows
    .length;

it('marks the caller’s unread messages from that partner only, and says how many', async () => {
  expect(await markRead(ann, ben)).toBe(2);
  expect([await unread(ben, ann), await unread(ann, ben), await unread(cleo, ann)]).toEqual([0, 1, 1]);
});

it('marks nothing twice, and nothing of a conversation the caller is not in', async () => {
  expect(await markRead(ann, ben)).toBe(0);
  expect(await markRead(cleo, ben)).toBe(0);
  expect(await markRead(cleo, ann)).toBe(0);
  expect(await unread(ann, ben)).toBe(1);
});
