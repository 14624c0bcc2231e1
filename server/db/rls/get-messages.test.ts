import { insertMessageAt, minutesAgo, sendMessage, threadPage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A thread of 120 messages, alternating direction, a minute apart, the last six at one moment (ties
// broken by id); plus Ann's messages with Cleo, which never belong to it.
let db: Database;
let ann: TestUser, ben: TestUser, cleo: TestUser;
let newestFirst: string[];
beforeAll(async () => {
  db = await createTestDatabase();
  [ann, ben, cleo] = await createUsers(db, 3);
  await makeMatch(db, ann, ben);
  await makeMatch(db, ann, cleo);
  const tie = minutesAgo(1);
  for (let i = 0; i < 120; i++) {
    const [from, to] = i % 2 ? [ben, ann] : [ann, ben];
    await insertMessageAt(db, from, to, i >= 114 ? tie : minutesAgo(200 - i), `#${i}`);
  }
  await sendMessage(db, cleo, ann, 'Not in this thread');
  const { rows } = await db.query<{ id: string }>(
    `select id from public.messages where (sender_id, receiver_id) in (($1, $2), ($2, $1)) order by created_at desc, id desc`,
    [ann.id, ben.id],
  );
  newestFirst = rows.map((r) => r.id);
});
afterAll(() => db.close());

it('gives the newest 50 of the thread, both directions, newest first', async () => {
  const page = await threadPage(db, ann, ben);
  expect(page.map((m) => m.id)).toEqual(newestFirst.slice(0, 50));
  expect(new Set(page.map((m) => m.sender_id))).toEqual(new Set([ann.id, ben.id]));
});

it('pages back by `before` without gaps or repeats, to the first message', async () => {
  const seen: string[] = [];
  for (let before: string | null = null; ; ) {
    const page = await threadPage(db, ben, ann, before, 50);
    seen.push(...page.map((m) => m.id));
    if (page.length < 50) break;
    before = page[page.length - 1].id;
  }
  expect(seen).toEqual(newestFirst);
});

it('keeps the page size between 1 and 100', async () => {
  expect(await threadPage(db, ann, ben, null, 0)).toHaveLength(1);
  expect(await threadPage(db, ann, ben, null, 500)).toHaveLength(100);
});

it('shows nothing of a thread to a third member, nor anything after a message they cannot see', async () => {
  expect(await threadPage(db, cleo, ben)).toEqual([]);
  expect(await threadPage(db, cleo, ann, newestFirst[0])).toEqual([]);
  await expect(as(db, ANON)('select * from public.get_messages($1)', [ben.id])).rejects.toMatchObject({ code: '42501' });
});
