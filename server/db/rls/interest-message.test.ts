import { threadPage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { acceptInterest, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// An accepted interest's message is the first message of the two's thread
// (supabase/schemas/interests/carry_interest_message.sql).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const like = (from: TestUser, to: TestUser, message: string | null) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3)', [from.id, to.id, message]);
const accept = (receiver: TestUser, sender: TestUser) => acceptInterest(db, receiver, sender);
const thread = async (who: TestUser, partner: TestUser) =>
  (await threadPage(db, who, partner)).map((m) => ({ from: m.sender_id, content: m.content, read: m.read_at !== null }));

it('keeps the message of an accepted interest as the first message, read by the one who accepted it', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(noah, ava, '  Loved your hiking photos!  ');
  expect(await thread(ava, noah)).toEqual([]);
  await accept(ava, noah);
  expect(await thread(ava, noah)).toEqual([{ from: noah.id, content: 'Loved your hiking photos!', read: true }]);
  // Its sender is Free: no read receipts for him (read-receipts.contract.test.ts), the same message.
  expect(await thread(noah, ava)).toEqual([{ from: noah.id, content: 'Loved your hiking photos!', read: false }]);
});

it('starts an empty thread for an interest without a message', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(noah, ava, null);
  await accept(ava, noah);
  expect(await thread(ava, noah)).toEqual([]);
});

it('keeps both messages of a match made by an interest sent back; the new one is unread by its receiver', async () => {
  const [ava, noah] = await createUsers(db, 2);
  await like(noah, ava, 'Coffee?');
  await like(ava, noah, 'Yes please');
  // Read as the receiver of each: what each knows of what she read herself.
  expect(await thread(ava, noah)).toEqual(expect.arrayContaining([{ from: noah.id, content: 'Coffee?', read: true }]));
  expect(await thread(noah, ava)).toEqual(expect.arrayContaining([{ from: ava.id, content: 'Yes please', read: false }]));
  expect(await thread(noah, ava)).toHaveLength(2);
});

it('is not counted as the member’s send: a member at her daily message limit still makes a match with a message', async () => {
  const [ava, noah, other] = await createUsers(db, 3);
  await makeMatch(db, ava, other);
  // Free: 20 messages a day, written as the owner at today's time.
  await db.query(
    `insert into public.messages (sender_id, receiver_id, content) select $1, $2, 'm' || g from generate_series(1, 20) g`,
    [ava.id, other.id],
  );
  await like(noah, ava, 'Hi Ava');
  await like(ava, noah, 'Hi Noah');
  expect(await thread(ava, noah)).toHaveLength(2);
});
