import { createMember } from '../../testing/discovery-members';
import { conversationsPage, sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// get_conversations runs with its owner's rights (it needs show_online_status): what it shows of a
// partner must still be what public_profiles would show the caller.
let db: Database;
let me: TestUser;
let hidden: TestUser;
let matchesOnly: TestUser;
let offline: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  me = await createMember(db);
  hidden = await createMember(db, { profile: { first_name: 'Hidden', visibility: 'nobody', show_online_status: true } });
  matchesOnly = await createMember(db, { profile: { first_name: 'Marta', visibility: 'matches' } });
  offline = await createMember(db, { profile: { first_name: 'Otto', show_online_status: false } });
  for (const partner of [hidden, matchesOnly, offline]) await makeMatch(db, partner, me);
  await sendMessage(db, hidden, me, 'Still here');
});
afterAll(() => db.close());

const rowOf = async (partner: TestUser) => (await conversationsPage(db, me)).find((c) => c.partner_id === partner.id);

it('keeps the conversation with a partner who hides from everyone, with no profile fields', async () => {
  expect(await rowOf(hidden)).toMatchObject({
    username: null,
    first_name: null,
    age: null,
    primary_photo_url: null,
    show_online_status: null,
    last_message_content: 'Still here',
    unread_count: 1,
  });
});

it('does not find a hidden partner by name', async () => {
  const { rows } = await db.query<{ username: string }>('select username from public.profiles where id = $1', [hidden.id]);
  expect(await conversationsPage(db, me, { search: rows[0].username })).toEqual([]);
  expect(await conversationsPage(db, me, { search: 'Hidden' })).toEqual([]);
});

it('shows a partner who shows their profile to matches only', async () => {
  expect(await rowOf(matchesOnly)).toMatchObject({ first_name: 'Marta', show_online_status: true });
});

it('passes on a partner’s choice to hide their online status', async () => {
  expect(await rowOf(offline)).toMatchObject({ first_name: 'Otto', show_online_status: false });
});
