import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// "Download my data" after a block (export_my_data, private.export_member_ref): the member who was
// blocked, or whose match was ended, keeps her messages, but the export no longer leads to the
// other member: no id, no username, whatever she is called now; a stable pseudonym instead.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface Ref {
  id: string | null;
  username: string | null;
  pseudonym?: string;
}
interface Export {
  messages: { direction: string; with: Ref; content: string }[];
}
const exportOf = async (who: TestUser) => (await as(db, who)<{ data: Export }>('select public.export_my_data() as data')).rows[0].data;

async function matchedWithMessages() {
  const [ava, marcus] = await createUsers(db, 2);
  await makeMatch(db, marcus, ava);
  await sendMessage(db, marcus, ava, 'Hi Ava');
  await sendMessage(db, ava, marcus, 'Hi Marcus');
  return { ava, marcus };
}

it.each(['block_member', 'unmatch_member'])('after %s, keeps her messages and names the other member by a pseudonym only', async (separation) => {
  const { ava, marcus } = await matchedWithMessages();
  await as(db, ava)(`select public.${separation}($1)`, [marcus.id]);
  const renamed = `${ava.username}_new`;
  await db.query('update public.profiles set username = $2 where id = $1', [ava.id, renamed]);

  const exported = await exportOf(marcus);
  expect(exported.messages.map((m) => [m.direction, m.content])).toEqual([
    ['sent', 'Hi Ava'],
    ['received', 'Hi Marcus'],
  ]);
  const [first, second] = exported.messages.map((m) => m.with);
  expect(first).toEqual({ id: null, username: null, pseudonym: expect.stringMatching(/^Hidden member [0-9A-F]{6}$/) });
  expect(second).toEqual(first);
  const text = JSON.stringify(exported);
  for (const trace of [ava.id, ava.username, renamed]) expect(text).not.toContain(trace);
  // The same pseudonym in her next export.
  expect((await exportOf(marcus)).messages[0].with).toEqual(first);
});

it('still names the blocked member in the blocker’s export (she lists him in Settings), and nobody once the block is lifted', async () => {
  const { ava, marcus } = await matchedWithMessages();
  await as(db, ava)('select public.block_member($1)', [marcus.id]);
  expect((await exportOf(ava)).messages[0].with).toEqual({ id: marcus.id, username: marcus.username });
  await as(db, ava)('select public.unblock_member($1)', [marcus.id]);
  expect((await exportOf(marcus)).messages[0].with).toEqual({ id: ava.id, username: ava.username });
});
