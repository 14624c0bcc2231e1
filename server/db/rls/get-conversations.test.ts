import { createMember } from '../../testing/discovery-members';
import {
  conversationsPage,
  insertMessageAt,
  matchAt,
  minutesAgo,
  sendMessage,
  type ConversationRow,
} from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Ann's inbox: Ben wrote last (two unread), she wrote last to Cleo (read), Dan matched an hour ago
// and nobody wrote yet, Eve liked her (pending: no conversation), Finn and Gus talk to each other.
let db: Database;
let ann: TestUser, ben: TestUser, cleo: TestUser, dan: TestUser, eve: TestUser, finn: TestUser, gus: TestUser;
let inbox: ConversationRow[];
beforeAll(async () => {
  db = await createTestDatabase();
  [ann, ben, cleo, dan, eve, finn, gus] = await Promise.all(
    Array.from({ length: 7 }, (_, i) => createMember(db, { age: 25 + i, profile: { first_name: `Name${i}` } })),
  );
  await matchAt(db, ann, ben, minutesAgo(600));
  await matchAt(db, cleo, ann, minutesAgo(500));
  await matchAt(db, dan, ann, minutesAgo(60));
  await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [eve.id, ann.id]);
  await matchAt(db, finn, gus, minutesAgo(600));
  await insertMessageAt(db, ann, ben, minutesAgo(300), 'Hi Ben');
  await insertMessageAt(db, ben, ann, minutesAgo(30), 'Hi Ann');
  await insertMessageAt(db, ben, ann, minutesAgo(20), 'Coffee?');
  await insertMessageAt(db, cleo, ann, minutesAgo(400), 'Hello');
  await db.query('update public.messages set read_at = now() where receiver_id = $1 and sender_id = $2', [ann.id, cleo.id]);
  await insertMessageAt(db, ann, cleo, minutesAgo(90), 'Sorry, busy week');
  await insertMessageAt(db, finn, gus, minutesAgo(5), 'Private');
  inbox = await conversationsPage(db, ann);
});
afterAll(() => db.close());

it('lists one conversation per match, newest activity first, a match without messages at its match time', () => {
  expect(inbox.map((c) => c.partner_id)).toEqual([ben.id, dan.id, cleo.id]);
  const dans = inbox[1];
  expect(dans).toMatchObject({ last_message_id: null, last_message_content: null, unread_count: 0 });
  expect(dans.activity_at).toEqual(dans.matched_at);
});

it('gives the last message whichever member wrote it, and the unread count per partner', () => {
  expect(inbox[0]).toMatchObject({ last_message_sender_id: ben.id, last_message_content: 'Coffee?', unread_count: 2 });
  expect(inbox[0].activity_at).toEqual(inbox[0].last_message_at);
  expect(inbox[2]).toMatchObject({ last_message_sender_id: ann.id, last_message_content: 'Sorry, busy week', unread_count: 0 });
});

it('moves a conversation to the top when a message arrives, and counts it unread', async () => {
  await sendMessage(db, cleo, ann, 'Free now!');
  const [top] = await conversationsPage(db, ann, { size: 1 });
  expect(top).toMatchObject({ partner_id: cleo.id, last_message_content: 'Free now!', unread_count: 1 });
});

it('is one conversation for a mutual like (two accepted interests)', async () => {
  const [hal] = await createUsers(db, 1);
  await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted'), ($2, $1, 'accepted')`, [
    ann.id,
    hal.id,
  ]);
  const ids = (await conversationsPage(db, ann, { size: 50 })).map((c) => c.partner_id);
  expect(ids.filter((id) => id === hal.id)).toHaveLength(1);
});

it('shows the partner as public_profiles shows them to the caller', async () => {
  const { rows } = await db.query<{ username: string; photos: string[] }>('select username, photos from public.profiles where id = $1', [
    ben.id,
  ]);
  expect(inbox[0]).toMatchObject({
    username: rows[0].username,
    first_name: 'Name1',
    age: 26,
    primary_photo_url: rows[0].photos[0],
    show_online_status: true,
  });
});

it('never lists other members’ conversations, nor members who only like the caller', async () => {
  const everyone = [ann, ben, cleo, dan, eve, finn, gus];
  for (const member of everyone) {
    for (const row of await conversationsPage(db, member, { size: 50 })) {
      const { rows } = await db.query<{ matched: boolean }>(
        `select exists (select 1 from public.interests where status = 'accepted'
            and ((sender_id = $1 and receiver_id = $2) or (sender_id = $2 and receiver_id = $1))) as matched`,
        [member.id, row.partner_id],
      );
      expect(rows[0].matched).toBe(true);
    }
  }
  expect(inbox.map((c) => c.partner_id)).not.toContain(eve.id);
  expect((await conversationsPage(db, finn)).map((c) => c.last_message_content)).toEqual(['Private']);
  expect(await conversationsPage(db, eve)).toEqual([]);
});
