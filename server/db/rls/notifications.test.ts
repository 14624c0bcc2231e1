import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, acceptInterest, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Notifications written by the database (supabase/schemas/notifications; docs/notifications.md):
// each trigger, each toggle, the privacy of views, and who reads and marks them.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface Row {
  kind: string;
  actor_id: string;
  read: boolean;
}

const users = (count: number) => createUsers(db, count);
const inbox = async (who: TestUser): Promise<Row[]> =>
  (
    await as(db, who)<Row>(
      'select kind, actor_id, read_at is not null as read from public.notifications order by created_at, kind',
    )
  ).rows;
const like = (from: TestUser, to: TestUser, message: string | null = null) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3)', [from.id, to.id, message]);
const accept = (receiver: TestUser, sender: TestUser) => acceptInterest(db, receiver, sender);
const setting = (who: TestUser, column: string, value: unknown) => db.query(`update public.profiles set ${column} = $1 where id = $2`, [value, who.id]);
const view = async (viewer: TestUser, member: TestUser) =>
  (await as(db, viewer)<{ recorded: boolean }>('select public.record_profile_view($1) as recorded', [member.id])).rows[0].recorded;

describe('written by the database', () => {
  it('a like tells its receiver, not its sender', async () => {
    const [ava, noah] = await users(2);
    await like(noah, ava);
    expect(await inbox(ava)).toEqual([{ kind: 'like', actor_id: noah.id, read: false }]);
    expect(await inbox(noah)).toEqual([]);
  });

  it('an accepted interest tells its sender of the match; the one who accepted sees it in the app', async () => {
    const [ava, noah] = await users(2);
    await like(noah, ava);
    await accept(ava, noah);
    expect(await inbox(noah)).toEqual([{ kind: 'match', actor_id: ava.id, read: false }]);
    expect((await inbox(ava)).map((n) => n.kind)).toEqual(['like']);
  });

  it('an interest sent back is a match for the one who waited, not a like; the one who sent it back gets nothing', async () => {
    const [ava, noah] = await users(2);
    await like(noah, ava);
    await like(ava, noah, 'Hi');
    expect(await inbox(noah)).toEqual([{ kind: 'match', actor_id: ava.id, read: false }]);
    expect((await inbox(ava)).map((n) => n.kind)).toEqual(['like']);
  });

  it('a connection request tells its receiver', async () => {
    const [ava, noah] = await users(2);
    await as(db, noah)(`insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, 'Hi')`, [noah.id, ava.id]);
    expect(await inbox(ava)).toEqual([{ kind: 'connection_request', actor_id: noah.id, read: false }]);
  });

  it('messages: one unread line per conversation, read with the conversation, then a new one', async () => {
    const [ava, noah] = await users(2);
    await makeMatch(db, noah, ava);
    await sendMessage(db, noah, ava, 'One');
    await sendMessage(db, noah, ava, 'Two');
    expect(await inbox(ava)).toEqual([{ kind: 'message', actor_id: noah.id, read: false }]);
    await as(db, ava)('select public.mark_conversation_read($1)', [noah.id]);
    expect(await inbox(ava)).toEqual([{ kind: 'message', actor_id: noah.id, read: true }]);
    await sendMessage(db, noah, ava, 'Three');
    expect((await inbox(ava)).map((n) => n.read)).toEqual([true, false]);
    expect(await inbox(noah)).toEqual([]);
  });

  it('an accepted interest’s message, carried into the thread, adds no message line to the match', async () => {
    const [ava, noah] = await users(2);
    await like(noah, ava, 'Coffee?');
    await accept(ava, noah);
    expect((await inbox(ava)).map((n) => n.kind)).toEqual(['like']);
    expect((await inbox(noah)).map((n) => n.kind)).toEqual(['match']);
  });

  it('is dated when it happened, and a message written already read (imported history) tells nobody', async () => {
    const [ava, noah] = await users(2);
    await db.query(`insert into public.interests (sender_id, receiver_id, created_at) values ($1, $2, now() - interval '3 days')`, [noah.id, ava.id]);
    await makeMatch(db, ava, noah);
    await db.query(`insert into public.messages (sender_id, receiver_id, content, read_at) values ($1, $2, 'Old', now())`, [noah.id, ava.id]);
    const { rows } = await as(db, ava)<{ kind: string; age: string }>(
      `select kind, extract(day from now() - created_at)::text as age from public.notifications`,
    );
    expect(rows).toEqual([{ kind: 'like', age: '3' }]);
  });

  it.each([
    ['notify_profile_likes', (a: TestUser, n: TestUser) => like(n, a)],
    ['notify_new_matches', async (a: TestUser, n: TestUser) => (await like(a, n), accept(n, a))],
    ['notify_messages', async (a: TestUser, n: TestUser) => (await makeMatch(db, a, n), sendMessage(db, n, a, 'Hi'))],
    ['notify_profile_views', (a: TestUser, n: TestUser) => view(n, a)],
  ])('writes nothing while %s is off', async (column, happen) => {
    const [ava, noah] = await users(2);
    await setting(ava, column, false);
    await happen(ava, noah);
    expect(await inbox(ava)).toEqual([]);
  });
});

describe('profile views', () => {
  it('are recorded once a day per pair, and never for one’s own profile', async () => {
    const [ava, noah] = await users(2);
    expect(await view(noah, ava)).toBe(true);
    expect(await view(noah, ava)).toBe(false);
    expect(await view(ava, ava)).toBe(false);
    expect(await inbox(ava)).toEqual([{ kind: 'profile_view', actor_id: noah.id, read: false }]);
  });

  it('keep a hidden viewer hidden, and count only profiles the viewer can see', async () => {
    const [ava, noah, hidden, onlyMatches] = await users(4);
    await setting(hidden, 'visibility', 'nobody');
    await setting(onlyMatches, 'visibility', 'matches');
    expect(await view(hidden, ava)).toBe(false);
    expect(await view(onlyMatches, ava)).toBe(false);
    await makeMatch(db, onlyMatches, ava);
    expect(await view(onlyMatches, ava)).toBe(true);
    await setting(ava, 'visibility', 'nobody');
    expect(await view(noah, ava)).toBe(false);
    expect((await inbox(ava)).filter((n) => n.kind === 'profile_view').map((n) => n.actor_id)).toEqual([onlyMatches.id]);
    await expect(as(db, ANON)('select public.record_profile_view($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
  });
});

describe('reading them', () => {
  it('is hers alone: others and visitors read none, and nobody writes them directly', async () => {
    const [ava, noah, eve] = await users(3);
    await like(noah, ava);
    expect(await inbox(eve)).toEqual([]);
    expect(await inbox(noah)).toEqual([]);
    await expect(as(db, ANON)('select id from public.notifications')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ava)('update public.notifications set read_at = now()')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ava)('delete from public.notifications')).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, eve)(`insert into public.notifications (member_id, kind, actor_id) values ($1, 'like', $2)`, [ava.id, eve.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('get_notifications gives the other member’s card as she may see it, newest first, by pages', async () => {
    const [ava, noah, hidden] = await users(3);
    await like(noah, ava);
    await like(hidden, ava);
    await setting(hidden, 'visibility', 'nobody');
    const page = async (before: { created_at: Date; id: string } | null, size: number) =>
      (
        await as(db, ava)<{ id: string; kind: string; actor_id: string; username: string | null; created_at: Date }>(
          'select * from public.get_notifications($1, $2, $3)',
          [before?.created_at ?? null, before?.id ?? null, size],
        )
      ).rows;
    const [newest] = await page(null, 1);
    expect(newest).toMatchObject({ kind: 'like', actor_id: hidden.id, username: null });
    const [older] = await page(newest, 1);
    expect(older).toMatchObject({ actor_id: noah.id, username: noah.username });
    expect(await page(older, 1)).toEqual([]);
  });

  it('marks her own read, all or by id, capped at 100 ids; the unread count follows', async () => {
    const [ava, noah, eve] = await users(3);
    await like(noah, ava);
    await like(eve, ava);
    await like(ava, eve);
    const count = async (who: TestUser) =>
      (await as(db, who)<{ n: number }>('select public.get_unread_notification_count() as n')).rows[0].n;
    expect(await count(ava)).toBe(2);
    const ids = (await as(db, ava)<{ id: string }>('select id from public.notifications')).rows.map((r) => r.id);
    // Eve cannot mark Ava's.
    expect((await as(db, eve)<{ n: number }>('select public.mark_notifications_read($1) as n', [ids])).rows[0].n).toBe(0);
    expect((await as(db, ava)<{ n: number }>('select public.mark_notifications_read($1) as n', [ids.slice(0, 1)])).rows[0].n).toBe(1);
    expect(await count(ava)).toBe(1);
    expect((await as(db, ava)<{ n: number }>('select public.mark_notifications_read($1) as n', [ids])).rows[0].n).toBe(1);
    expect(await count(ava)).toBe(0);
    expect(await count(eve)).toBe(1);
    expect((await as(db, eve)<{ n: number }>('select public.mark_notifications_read() as n')).rows[0].n).toBe(1);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    await expect(as(db, ava)('select public.mark_notifications_read($1)', [many])).rejects.toMatchObject({ code: '22001' });
  });

  it('are gone between two members once one blocks the other', async () => {
    const [ava, noah] = await users(2);
    await like(noah, ava);
    await as(db, ava)('select public.block_member($1)', [noah.id]);
    expect(await inbox(ava)).toEqual([]);
  });
});
