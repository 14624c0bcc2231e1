import { threadPage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A connection request counts once, as one of the day's interests, when it is sent; its acceptance
// counts nothing more: neither the interest it writes nor the message it carries into the thread.
// docs/plans.md (Limits).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const ask = async (from: TestUser, to: TestUser, message: string | null = 'Coffee?') =>
  (await as(db, from)<{ id: string }>('insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, $3) returning id', [from.id, to.id, message]))
    .rows[0].id;
const accept = (who: TestUser, id: string) => as(db, who)('select public.answer_connection_request($1, true)', [id]);
const like = (from: TestUser, to: TestUser, message: string | null = null) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3)', [from.id, to.id, message]);
const usage = async (who: TestUser) =>
  (await as(db, who)<{ interests: number; messages: number }>('select interests, messages from public.get_my_usage()')).rows[0];

it('counts a request as one interest when it is sent, and nothing more when it is accepted', async () => {
  const [noah, ava] = await createUsers(db, 2);
  const id = await ask(noah, ava);
  expect(await usage(noah)).toEqual({ interests: 1, messages: 0 });
  await accept(ava, id);
  // The match is made and the request's message opens the thread, without a second count.
  expect((await threadPage(db, noah, ava)).map((m) => m.content)).toEqual(['Coffee?']);
  expect(await usage(noah)).toEqual({ interests: 1, messages: 0 });
});

it('refuses a request past the plan’s interests, in the words of the interest limit', async () => {
  const [noah, ava, ...others] = await createUsers(db, 12);
  for (const other of others.slice(0, 9)) await like(noah, other);
  await ask(noah, others[9]);
  expect((await usage(noah)).interests).toBe(10);
  await expect(ask(noah, ava)).rejects.toMatchObject({ code: 'PT402', hint: 'upgrade', message: 'You have sent your 10 interests for today. Upgrade your plan to send more.' });
  await expect(like(noah, ava)).rejects.toMatchObject({ code: 'PT402' });
});

it('does not count a like’s message carried into the thread as one of the sender’s messages', async () => {
  const [noah, ava, other] = await createUsers(db, 3);
  // Matched by Noah's like, the owner's way (counted as one interest, at its time).
  await makeMatch(db, noah, other);
  // Free: 20 messages a day; 19 sent an hour ago.
  await db.query(
    `insert into public.messages (sender_id, receiver_id, content, created_at) select $1, $2, 'm' || g, now() - interval '1 hour' from generate_series(1, 19) g`,
    [noah.id, other.id],
  );
  await like(noah, ava, 'Hi Ava');
  await like(ava, noah);
  expect(await usage(noah)).toEqual({ interests: 2, messages: 19 });
  // The twentieth is still his to send.
  await expect(as(db, noah)('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3)', [noah.id, other.id, 'm20'])).resolves.toBeDefined();
  await expect(as(db, noah)('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3)', [noah.id, other.id, 'm21'])).rejects.toMatchObject({
    code: 'PT402',
  });
});

it('counts a like sent after a declined request as an interest of its own', async () => {
  const [noah, ava] = await createUsers(db, 2);
  // A request declined, then a like: the like is a new send, counted.
  const declined = await ask(noah, ava);
  await as(db, ava)('select public.answer_connection_request($1, false)', [declined]);
  await like(noah, ava);
  expect((await usage(noah)).interests).toBe(2);
});
