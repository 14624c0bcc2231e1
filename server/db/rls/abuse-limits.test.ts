import { createTestDatabase } from '../../testing/test-database';
import { retryAfter } from '../../testing/wait-refusal';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';
import { subscribe } from '../../testing/subscriptions';

// Abuse limits that hold on every plan (docs/security.md, Abuse limits). Members here are Premium,
// so that no daily plan limit is met first; earlier activity is written as the owner (the seed's
// way), which the limits count but which is not itself counted against anyone.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function premiumMembers(count: number): Promise<TestUser[]> {
  const members = await createUsers(db, count);
  await subscribe(db, members.map((member) => member.id));
  return members;
}

/** Moves rows into the past, past the guards that keep columns as written: the clock moving. */
const age = (sql: string, params: unknown[]) =>
  db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(sql, params);
  });

const send = (from: TestUser, to: TestUser, text = 'Hello') =>
  as(db, from)('select public.send_message(gen_random_uuid(), $1, $2)', [to.id, text]);

it('interests: 30 in 10 minutes, then 429 until the oldest is 10 minutes old', async () => {
  const [member] = await premiumMembers(1);
  const others = await createUsers(db, 32);
  await db.query(`insert into public.interests (sender_id, receiver_id, created_at) select $1, unnest($2::uuid[]), now() - interval '5 minutes'`, [
    member.id,
    others.slice(0, 29).map((o) => o.id),
  ]);
  const showInterest = (other: TestUser) => as(db, member)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [member.id, other.id]);
  await expect(showInterest(others[29])).resolves.toBeDefined();
  const refused = await showInterest(others[30]).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'PT429', message: 'You are sending interests too fast. Please take a break and try again in a few minutes.' });
  expect(retryAfter(refused)).toBeGreaterThan(0);
  await age(`update private.usage_ledger set at = at - interval '10 minutes' where member_id = $1`, [member.id]);
  await expect(showInterest(others[30])).resolves.toBeDefined();
});

it('messages: 20 a minute, then 429', async () => {
  const [member, partner] = await premiumMembers(2);
  await makeMatch(db, member, partner);
  await db.query(`insert into public.messages (sender_id, receiver_id, content) select $1, $2, 'hi' from generate_series(1, 19)`, [member.id, partner.id]);
  await expect(send(member, partner)).resolves.toBeDefined();
  await expect(send(member, partner)).rejects.toMatchObject({ code: 'PT429', message: 'You are sending messages too fast. Please wait a minute and try again.' });
  await age(`update public.messages set created_at = created_at - interval '1 minute' where sender_id = $1`, [member.id]);
  await expect(send(member, partner)).resolves.toBeDefined();
});

it('new conversations: after 5 nobody answered in a day, no 6th until one answers or a day passes', async () => {
  const [member, ...partners] = await premiumMembers(8);
  for (const partner of partners) await makeMatch(db, member, partner);
  for (const partner of partners.slice(0, 5)) await send(member, partner);
  const sixth = () => send(member, partners[5]);
  await expect(sixth()).rejects.toMatchObject({
    code: 'PT429',
    message: 'You have started 5 conversations today that nobody has answered yet. Wait for a reply, or try again tomorrow.',
  });
  // Going on in a conversation she started is no new one.
  await expect(send(member, partners[0], 'Still there?')).resolves.toBeDefined();
  // One answer frees a start.
  await send(partners[2], member, 'Hi!');
  await expect(sixth()).resolves.toBeDefined();
  await expect(send(member, partners[6])).rejects.toMatchObject({ code: 'PT429' });
  await age(`update private.conversation_starts set started_at = started_at - interval '1 day' where sender_id = $1`, [member.id]);
  await expect(send(member, partners[6])).resolves.toBeDefined();
});

it('connection requests: 20 a day, then 429', async () => {
  const [member] = await premiumMembers(1);
  const others = await createUsers(db, 21);
  await db.query(`insert into public.connection_requests (sender_id, receiver_id) select $1, unnest($2::uuid[])`, [member.id, others.slice(0, 19).map((o) => o.id)]);
  const request = (other: TestUser) => as(db, member)('insert into public.connection_requests (sender_id, receiver_id) values ($1, $2)', [member.id, other.id]);
  await expect(request(others[19])).resolves.toBeDefined();
  await expect(request(others[20])).rejects.toMatchObject({ code: 'PT429', message: 'You have sent 20 connection requests today. Please try again tomorrow.' });
});

it('takes its numbers from private.abuse_limits, where an operator may change them', async () => {
  const [member, partner] = await premiumMembers(2);
  await makeMatch(db, member, partner);
  await db.query(`update private.abuse_limits set max_events = 2 where name = 'messages'`);
  try {
    await send(member, partner);
    await send(member, partner);
    await expect(send(member, partner)).rejects.toMatchObject({ code: 'PT429' });
  } finally {
    await db.query(`update private.abuse_limits set max_events = 20 where name = 'messages'`);
  }
  await expect(as(db, member)('select * from private.abuse_limits')).rejects.toMatchObject({ code: '42501' });
});
