import { allConversations, threadPage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Answering a connection request (answer_connection_request, get_connection_requests): accepting
// makes a match, declining tells nobody. docs/database.md (Connection requests).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const ask = async (from: TestUser, to: TestUser, message: string | null = 'Coffee?') =>
  (
    await as(db, from)<{ id: string }>('insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, $3) returning id', [
      from.id,
      to.id,
      message,
    ])
  ).rows[0].id;
const answer = async (who: TestUser, id: string, accept: boolean) =>
  (await as(db, who)<{ answered: boolean }>('select public.answer_connection_request($1, $2) as answered', [id, accept])).rows[0].answered;
const requests = async (who: TestUser) =>
  (await as(db, who)<{ direction: string; member_id: string; message: string | null; username: string | null }>(
    'select direction, member_id, message, username from public.get_connection_requests()',
  )).rows;
const matched = async (a: TestUser, b: TestUser) =>
  (await as(db, a)<{ matched: boolean }>('select public.are_matched($1, $2) as matched', [a.id, b.id])).rows[0].matched;

it('lists the requests waiting both ways, with the other member’s card', async () => {
  const [ava, noah, eve] = await createUsers(db, 3);
  await ask(noah, ava);
  await ask(ava, eve, null);
  expect(await requests(ava)).toEqual(
    expect.arrayContaining([
      { direction: 'received', member_id: noah.id, message: 'Coffee?', username: noah.username },
      { direction: 'sent', member_id: eve.id, message: null, username: eve.username },
    ]),
  );
  expect(await requests(ava)).toHaveLength(2);
});

it('accepting makes the two a match: the request’s message opens their thread, the sender is told', async () => {
  const [ava, noah] = await createUsers(db, 2);
  const id = await ask(noah, ava);
  expect(await answer(ava, id, true)).toBe(true);
  expect(await matched(ava, noah)).toBe(true);
  expect((await threadPage(db, ava, noah)).map((m) => [m.sender_id, m.content, m.read_at !== null])).toEqual([[noah.id, 'Coffee?', true]]);
  expect((await allConversations(db, noah)).map((c) => c.partner_id)).toEqual([ava.id]);
  expect((await as(db, noah)<{ kind: string }>('select kind from public.notifications')).rows).toEqual([{ kind: 'match' }]);
  // Ava made it herself: no like told to her of her own doing.
  expect((await as(db, ava)<{ kind: string }>('select kind from public.notifications')).rows).toEqual([{ kind: 'connection_request' }]);
  expect(await requests(ava)).toEqual([]);
  expect(await answer(ava, id, true)).toBe(false);
});

it('accepting meets an interest already there either way', async () => {
  const [ava, noah, eve] = await createUsers(db, 3);
  await as(db, noah)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [noah.id, ava.id]);
  expect(await answer(ava, await ask(noah, ava), true)).toBe(true);
  expect(await matched(ava, noah)).toBe(true);
  await as(db, eve)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [eve.id, ava.id]);
  expect(await answer(eve, await ask(ava, eve), true)).toBe(true);
  expect(await matched(ava, eve)).toBe(true);
});

it('declining tells nobody: the sender still reads it waiting; no match', async () => {
  const [ava, noah] = await createUsers(db, 2);
  const id = await ask(noah, ava);
  expect(await answer(ava, id, false)).toBe(true);
  expect(await requests(ava)).toEqual([]);
  expect(await requests(noah)).toEqual([expect.objectContaining({ direction: 'sent', member_id: ava.id })]);
  expect(await matched(ava, noah)).toBe(false);
  // Nor does the table: the answer's columns are not for members to select (REST or realtime).
  for (const column of ['status', 'answered_at']) {
    await expect(as(db, noah)(`select ${column} from public.connection_requests where id = $1`, [id])).rejects.toMatchObject({ code: '42501' });
  }
  expect((await as(db, noah)('select id, message from public.connection_requests where id = $1', [id])).rows).toEqual([{ id, message: 'Coffee?' }]);
});

it('only the receiver answers, once; a request cannot be sent already answered', async () => {
  const [ava, noah, eve] = await createUsers(db, 3);
  const id = await ask(noah, ava);
  expect(await answer(noah, id, true)).toBe(false);
  expect(await answer(eve, id, true)).toBe(false);
  await expect(as(db, ANON)('select public.answer_connection_request($1, true)', [id])).rejects.toMatchObject({ code: '42501' });
  await expect(
    as(db, eve)(`insert into public.connection_requests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [eve.id, ava.id]),
  ).rejects.toMatchObject({ code: '42501' });
  // No update policy: a direct write changes nothing.
  await as(db, ava)(`update public.connection_requests set status = 'accepted' where id = $1`, [id]);
  expect((await db.query('select status from public.connection_requests where id = $1', [id])).rows).toEqual([{ status: 'pending' }]);
  expect(await matched(ava, noah)).toBe(false);
});
