import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, SERVICE, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Who is due a digest e-mail and what it tells (supabase/schemas/email-digest; docs/notifications.md,
// Digest e-mails): away for an hour, at most once a day, the toggle, only what is unread and arrived
// while she was away, the cap per call, marked sent in the same call, the service role only.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface Digest {
  member_id: string;
  email: string;
  first_name: string | null;
  matches: number;
  likes: number;
  connection_requests: number;
  messages: number;
  profile_views: number;
  names: string[];
  locale: string | null;
}

const take = async (maxMembers: number | null = 100) =>
  (await as(db, SERVICE)<Digest>('select * from public.take_email_digests($1)', [maxMembers])).rows;
/** The digests of these members only: other tests' members may be due too. */
const takeFor = async (...members: TestUser[]) => (await take()).filter((d) => members.some((m) => m.id === d.member_id));

/** Every member due now is sent hers, so a test starts with nobody due. */
beforeEach(async () => {
  while ((await take()).length > 0);
});

/** Members last seen hours ago (last_active; no sign-in or session since): away. */
async function awayMembers(count: number, hours = 2): Promise<TestUser[]> {
  const members = await createUsers(db, count);
  await db.query(`update public.profiles set last_active = now() - make_interval(hours => $2) where id = any ($1)`, [
    members.map((m) => m.id),
    hours,
  ]);
  return members;
}

/** A notification for `member` from `actor`, as the database's triggers write one, `minutesAgo` old. */
const notify = (member: TestUser, actor: TestUser, kind = 'like', minutesAgo = 0) =>
  db.query(`insert into public.notifications (member_id, kind, actor_id, created_at) values ($1, $2, $3, now() - make_interval(mins => $4))`, [
    member.id,
    kind,
    actor.id,
    minutesAgo,
  ]);
const setName = (member: TestUser, name: string) => db.query('update public.profiles set first_name = $2 where id = $1', [member.id, name]);
const lastSentHoursAgo = (member: TestUser, hours: number) =>
  db.query(`update private.email_digests set sent_at = now() - make_interval(hours => $2) where member_id = $1`, [member.id, hours]);

describe('a member away for an hour', () => {
  it('is told what arrived while she was away: counts per kind, her address and name, who', async () => {
    const [ava] = await awayMembers(1);
    const [leo, mia, sam, zoe] = await createUsers(db, 4);
    await Promise.all([setName(ava, 'Ava'), setName(leo, 'Leo'), setName(mia, 'Mia'), setName(sam, 'Sam'), setName(zoe, 'Zoe')]);
    await notify(ava, zoe, 'profile_view', 40);
    await notify(ava, leo, 'like', 30);
    await notify(ava, mia, 'like', 20);
    await notify(ava, sam, 'match', 10);
    await notify(ava, leo, 'message', 5);
    await notify(ava, mia, 'connection_request', 1);
    expect(await takeFor(ava)).toEqual([
      {
        member_id: ava.id,
        email: ava.claims.email,
        first_name: 'Ava',
        matches: 1,
        likes: 2,
        connection_requests: 1,
        messages: 1,
        profile_views: 1,
        // Newest first, each member once, three at most.
        names: ['Mia', 'Leo', 'Sam'],
        // The language she reads Ascend in: none chosen.
        locale: null,
      },
    ]);
    await notify(ava, leo, 'like', 0);
    await db.query(`update private.email_digests set sent_at = now() - interval '2 days' where member_id = $1`, [ava.id]);
    await db.query(`update public.profiles set locale = 'es' where id = $1`, [ava.id]);
    expect((await takeFor(ava)).map((digest) => digest.locale)).toEqual(['es']);
  });

  it('is marked sent in the same call, so the next call does not pick her again', async () => {
    const [ava, leo] = await awayMembers(2);
    await notify(ava, leo);
    expect(await takeFor(ava)).toHaveLength(1);
    const { rows } = await db.query<{ recent: boolean }>(
      `select sent_at > now() - interval '1 minute' as recent from private.email_digests where member_id = $1`,
      [ava.id],
    );
    expect(rows).toEqual([{ recent: true }]);
    await notify(ava, leo, 'message');
    expect(await takeFor(ava)).toEqual([]);
  });

  it('gets nothing while active: seen within the hour by last_active, a sign-in or a session refresh', async () => {
    const [byProfile, bySignIn, bySession, away, actor] = await awayMembers(5);
    await db.query(`update public.profiles set last_active = now() - interval '50 minutes' where id = $1`, [byProfile.id]);
    await db.query(`update auth.users set last_sign_in_at = now() - interval '10 minutes' where id = $1`, [bySignIn.id]);
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now() - interval '5 hours', now() - interval '30 minutes')`,
      [randomUUID(), bySession.id],
    );
    for (const member of [byProfile, bySignIn, bySession, away]) await notify(member, actor);
    expect((await takeFor(byProfile, bySignIn, bySession, away)).map((d) => d.member_id)).toEqual([away.id]);
  });
});

describe('what she is told', () => {
  it('only unread notifications that arrived after her last activity', async () => {
    const [ava, leo, mia, sam] = await awayMembers(4, 2);
    await notify(ava, leo, 'like', 180); // before she was last seen: she may have seen it
    await notify(ava, mia, 'like', 60);
    await notify(ava, sam, 'like', 30);
    await db.query(`update public.notifications set read_at = now() where member_id = $1 and actor_id = $2`, [ava.id, sam.id]);
    expect((await takeFor(ava)).map((d) => [d.likes, d.names])).toEqual([[1, ['Test']]]);
  });

  it('nothing when all she has was there before she was last seen, or is read, or a week old', async () => {
    const [before, read, old, actor] = await awayMembers(4, 2);
    await db.query(`update public.profiles set last_active = now() - interval '10 days' where id = $1`, [old.id]);
    await notify(before, actor, 'like', 180);
    await notify(read, actor, 'like', 10);
    await db.query('update public.notifications set read_at = now() where member_id = $1', [read.id]);
    await notify(old, actor, 'like', 8 * 24 * 60);
    expect(await takeFor(before, read, old)).toEqual([]);
  });

  it('at most once a day, then only what arrived since the last digest', async () => {
    const [ava, leo, mia] = await awayMembers(3, 48);
    await notify(ava, leo, 'like', 26 * 60);
    expect((await takeFor(ava)).map((d) => d.likes)).toEqual([1]);
    await lastSentHoursAgo(ava, 23);
    await notify(ava, mia, 'like', 60);
    expect(await takeFor(ava)).toEqual([]);
    await lastSentHoursAgo(ava, 25);
    // Leo's like, unread, was told yesterday; Mia's came after that digest.
    expect((await takeFor(ava)).map((d) => [d.likes, d.names.length])).toEqual([[1, 1]]);
  });

  it('counts a member she cannot see but never names one', async () => {
    const [ava, hidden, matchesOnly, matched] = await awayMembers(4);
    await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [hidden.id]);
    await db.query(`update public.profiles set visibility = 'matches' where id = any ($1)`, [[matchesOnly.id, matched.id]]);
    await makeMatch(db, matched, ava);
    await Promise.all([setName(hidden, 'Hidden'), setName(matchesOnly, 'Private'), setName(matched, 'Matched')]);
    await notify(ava, hidden, 'profile_view', 3);
    await notify(ava, matchesOnly, 'like', 2);
    await notify(ava, matched, 'message', 1);
    expect((await takeFor(ava)).map((d) => [d.profile_views, d.likes, d.messages, d.names])).toEqual([[1, 1, 1, ['Matched']]]);
  });
});

describe('who is asked', () => {
  it('only members with the toggle on; unsubscribe_email_digest turns it off', async () => {
    const [off, unsubscribed, on, actor] = await awayMembers(4);
    await db.query('update public.profiles set notify_email_digest = false where id = $1', [off.id]);
    await as(db, SERVICE)('select public.unsubscribe_email_digest($1)', [unsubscribed.id]);
    const { rows } = await db.query<{ id: string; notify_email_digest: boolean }>(
      'select id, notify_email_digest from public.profiles where id = any ($1) order by id',
      [[unsubscribed.id, on.id]],
    );
    expect(rows.map((r) => r.notify_email_digest)).toEqual(rows.map((r) => r.id === on.id));
    for (const member of [off, unsubscribed, on]) await notify(member, actor);
    expect((await takeFor(off, unsubscribed, on)).map((d) => d.member_id)).toEqual([on.id]);
  });

  it('only confirmed, unbanned addresses', async () => {
    const [unconfirmed, banned, actor] = await awayMembers(3);
    await db.query('update auth.users set email_confirmed_at = null where id = $1', [unconfirmed.id]);
    await db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [banned.id]);
    for (const member of [unconfirmed, banned]) await notify(member, actor);
    expect(await takeFor(unconfirmed, banned)).toEqual([]);
  });

  it('at most max_members a call (1 to 100), those waiting longest first', async () => {
    const members = await awayMembers(103, 3);
    const [actor] = await createUsers(db, 1);
    await db.query(
      `insert into public.notifications (member_id, kind, actor_id, created_at)
       select m, 'like', $2, now() - make_interval(mins => 150 - o::integer) from unnest($1::uuid[]) with ordinality as u (m, o)`,
      [members.map((m) => m.id), actor.id],
    );
    expect((await take(2)).map((d) => d.member_id).sort()).toEqual([members[0].id, members[1].id].sort());
    expect((await take(0)).map((d) => d.member_id)).toEqual([members[2].id]);
    expect(await take(1000)).toHaveLength(100);
    expect(await take(null)).toEqual([]);
  });

  it('is the service role alone: members and visitors cannot call either function', async () => {
    const [ava] = await createUsers(db, 1);
    for (const caller of [ava, ANON]) {
      await expect(as(db, caller)('select * from public.take_email_digests(1)')).rejects.toMatchObject({ code: '42501' });
      await expect(as(db, caller)('select public.unsubscribe_email_digest($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
      await expect(as(db, caller)('select * from private.email_digests')).rejects.toMatchObject({ code: '42501' });
    }
    await expect(as(db, SERVICE)('select * from private.email_digests')).rejects.toMatchObject({ code: '42501' });
    // Her own toggle is hers to change, like the other notify_* settings.
    await as(db, ava)('update public.profiles set notify_email_digest = false where id = $1', [ava.id]);
    expect((await db.query('select notify_email_digest from public.profiles where id = $1', [ava.id])).rows).toEqual([{ notify_email_digest: false }]);
  });
});
