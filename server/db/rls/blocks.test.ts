import { createMember, feedIds } from '../../testing/discovery-members';
import { allConversations, sendMessage, threadPage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Block and unmatch (supabase/schemas/safety): two members kept apart everywhere, both ways,
// whatever the app shows. docs/security.md (Block, report and unmatch).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const members = async (count: number) => Promise.all(Array.from({ length: count }, () => createMember(db)));
const block = (who: TestUser, member: TestUser) => as(db, who)('select public.block_member($1)', [member.id]);
const unblock = async (who: TestUser, member: TestUser) =>
  (await as(db, who)<{ lifted: boolean }>('select public.unblock_member($1) as lifted', [member.id])).rows[0].lifted;
const unmatch = (who: TestUser, member: TestUser) => as(db, who)('select public.unmatch_member($1)', [member.id]);
const like = (from: TestUser, to: TestUser) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);
const askToConnect = (from: TestUser, to: TestUser) =>
  as(db, from)(`insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, 'Hi')`, [from.id, to.id]);
const seesProfile = async (who: TestUser, member: TestUser) =>
  (await as(db, who)('select id from public.public_profiles where id = $1', [member.id])).rows.length === 1;
const seesPhotos = async (who: TestUser, member: TestUser) =>
  (await as(db, who)('select id from public.photos where user_id = $1', [member.id])).rows.length > 0;
const card = async (who: TestUser, member: TestUser) =>
  (await as(db, who)<{ status: string; username: string | null }>('select status, username from public.get_relationship($1)', [member.id])).rows[0];
const partners = async (who: TestUser) => (await allConversations(db, who)).map((c) => c.partner_id);
const rowsBetween = async (table: string, a: TestUser, b: TestUser) =>
  (
    await db.query(
      `select 1 from public.${table} where (sender_id = $1 and receiver_id = $2) or (sender_id = $2 and receiver_id = $1)`,
      [a.id, b.id],
    )
  ).rows.length;
const blockedList = async (who: TestUser) =>
  (await as(db, who)<{ member_id: string; username: string }>('select member_id, username from public.get_blocked_members()')).rows;

describe('block_member', () => {
  it('hides the two from each other both ways: feed, profile, photos, the relationship card', async () => {
    const [ava, marcus, noah] = await members(3);
    expect(await feedIds(db, ava)).toContain(marcus.id);
    await block(ava, marcus);
    for (const [a, b] of [[ava, marcus], [marcus, ava]]) {
      expect(await feedIds(db, a)).not.toContain(b.id);
      expect(await seesProfile(a, b)).toBe(false);
      expect(await seesPhotos(a, b)).toBe(false);
      expect(await card(a, b)).toEqual({ status: 'none', username: null });
    }
    // Nobody else is affected.
    expect(await seesProfile(noah, marcus)).toBe(true);
    expect(await feedIds(db, noah)).toEqual(expect.arrayContaining([ava.id, marcus.id]));
  });

  it('withdraws pending interests and connection requests both ways, and refuses new ones', async () => {
    const [ava, marcus] = await members(2);
    await like(marcus, ava);
    await askToConnect(marcus, ava);
    await askToConnect(ava, marcus);
    await block(ava, marcus);
    expect(await rowsBetween('interests', ava, marcus)).toBe(0);
    expect(await rowsBetween('connection_requests', ava, marcus)).toBe(0);
    for (const [a, b] of [[ava, marcus], [marcus, ava]]) {
      await expect(like(a, b)).rejects.toMatchObject({ code: '42501' });
      await expect(askToConnect(a, b)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('ends a match: the conversation and its messages are gone for both, and nothing more can be sent', async () => {
    const [ava, marcus] = await members(2);
    await makeMatch(db, marcus, ava);
    await sendMessage(db, marcus, ava, 'Hi Ava');
    await sendMessage(db, ava, marcus, 'Hi Marcus');
    expect(await partners(ava)).toEqual([marcus.id]);
    await block(ava, marcus);
    for (const [a, b] of [[ava, marcus], [marcus, ava]]) {
      expect(await partners(a)).toEqual([]);
      expect(await threadPage(db, a, b)).toEqual([]);
      expect((await as(db, a)('select id from public.messages')).rows).toEqual([]);
      await expect(sendMessage(db, a, b, 'Still there?')).rejects.toMatchObject({ code: '42501' });
    }
    // Stored, not deleted: the pair simply cannot read them.
    expect(await rowsBetween('messages', ava, marcus)).toBe(2);
  });

  it('is the blocker’s to list and lift; lifting starts the two afresh', async () => {
    const [ava, marcus] = await members(2);
    await like(marcus, ava);
    await block(ava, marcus);
    await block(ava, marcus);
    expect(await blockedList(ava)).toEqual([{ member_id: marcus.id, username: marcus.username }]);
    expect(await blockedList(marcus)).toEqual([]);
    expect(await unblock(marcus, ava)).toBe(false);
    expect(await seesProfile(marcus, ava)).toBe(false);
    expect(await unblock(ava, marcus)).toBe(true);
    expect(await blockedList(ava)).toEqual([]);
    expect(await seesProfile(marcus, ava)).toBe(true);
    expect(await feedIds(db, ava)).toContain(marcus.id);
    // The withdrawn interest does not come back; a new one waits a while (block-unblock-limits.test.ts).
    expect(await rowsBetween('interests', ava, marcus)).toBe(0);
    await expect(like(marcus, ava)).rejects.toMatchObject({ code: 'PT429' });
  });

  it('lets each member read the rows that name them, not whether it was a block or an unmatch, and write none', async () => {
    const [ava, marcus, noah] = await members(3);
    await block(ava, marcus);
    for (const who of [ava, marcus]) {
      expect((await as(db, who)('select blocker_id, blocked_id from public.blocks')).rows).toEqual([{ blocker_id: ava.id, blocked_id: marcus.id }]);
      await expect(as(db, who)('select kind from public.blocks')).rejects.toMatchObject({ code: '42501' });
    }
    expect((await as(db, noah)('select blocker_id from public.blocks')).rows).toEqual([]);
    await expect(as(db, marcus)('delete from public.blocks')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, noah)('insert into public.blocks (blocker_id, blocked_id) values ($1, $2)', [noah.id, ava.id])).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses visitors, oneself and unknown members', async () => {
    const [ava] = await members(1);
    await expect(as(db, ANON)('select public.block_member($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
    await expect(block(ava, ava)).rejects.toMatchObject({ code: 'PT404', message: 'Member not found' });
    await expect(as(db, ava)('select public.block_member(gen_random_uuid())')).rejects.toMatchObject({ code: 'PT404' });
  });
});

describe('unmatch_member', () => {
  it('ends the match for both: no conversation, no message, not shown to each other again', async () => {
    const [ava, marcus] = await members(2);
    await makeMatch(db, ava, marcus);
    await sendMessage(db, ava, marcus, 'Hello');
    await unmatch(marcus, ava);
    for (const [a, b] of [[ava, marcus], [marcus, ava]]) {
      expect(await partners(a)).toEqual([]);
      expect(await threadPage(db, a, b)).toEqual([]);
      await expect(sendMessage(db, a, b, 'Wait')).rejects.toMatchObject({ code: '42501' });
      expect(await feedIds(db, a)).not.toContain(b.id);
      await expect(like(a, b)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('is not a block the member lists or lifts', async () => {
    const [ava, marcus] = await members(2);
    await makeMatch(db, ava, marcus);
    await unmatch(ava, marcus);
    expect(await blockedList(ava)).toEqual([]);
    expect(await unblock(ava, marcus)).toBe(false);
    expect(await seesProfile(ava, marcus)).toBe(false);
  });

  it('ends only a match', async () => {
    const [ava, marcus] = await members(2);
    await like(ava, marcus);
    await expect(unmatch(ava, marcus)).rejects.toMatchObject({ code: 'PT404', message: 'This match has already ended' });
    expect(await rowsBetween('interests', ava, marcus)).toBe(1);
    await expect(as(db, ANON)('select public.unmatch_member($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
  });
});
