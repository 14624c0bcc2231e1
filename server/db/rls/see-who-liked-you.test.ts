import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// 'see_who_liked_you' (docs/plans.md, See who liked you): a member whose plan lacks it gets how many
// members like her and nothing of who, on every path (REST select and embeds, the list RPC, her data
// export); what she reaches otherwise (a profile: get_relationship) she still answers. This file
// changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const subscribe = (member: TestUser, tier: string, startedDaysAgo = 1) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days')
     on conflict (user_id) do update set tier = excluded.tier, current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end`,
    [member.id, tier, startedDaysAgo],
  );
/** A member on `tier` liked by two others; returns her, the likers and the interests' ids. */
const likedMemberOn = async (tier: string, startedDaysAgo = 1) => {
  const [member, first, second] = await createUsers(db, 3);
  if (tier !== 'free') await subscribe(member, tier, startedDaysAgo);
  const ids: string[] = [];
  for (const liker of [first, second]) {
    const { rows } = await as(db, liker)<{ id: string }>(
      `insert into public.interests (sender_id, receiver_id, message) values ($1, $2, 'Hi') returning id`,
      [liker.id, member.id],
    );
    ids.push(rows[0].id);
  }
  return { member, likers: [first, second], ids };
};

const count = async (member: TestUser) => (await as(db, member)<{ n: number }>('select public.count_received_interests() as n')).rows[0].n;
const restSenders = async (member: TestUser) =>
  (await as(db, member)<{ sender_id: string }>(`select sender_id from public.interests where receiver_id = $1`, [member.id])).rows.map((row) => row.sender_id);
const listed = async (member: TestUser) =>
  (await as(db, member)<{ sender_id: string; username: string }>('select sender_id, username from public.get_received_interests()')).rows;
const exported = async (member: TestUser) =>
  (await as(db, member)<{ data: { interests: { received: { from: unknown }[] } } }>('select public.export_my_data() as data')).rows[0].data.interests.received.map(
    (row) => row.from,
  );

describe.each([
  ['free', false],
  ['basic', false],
  ['premium', true],
  ['elite', true],
])('on %s', (tier, sees) => {
  it(sees ? 'lists who likes her, everywhere' : 'gives the count and no sender, on any path', async () => {
    const { member, likers } = await likedMemberOn(tier);
    expect(await count(member)).toBe(2);
    const senders = likers.map((liker) => liker.id).sort();
    expect((await restSenders(member)).sort()).toEqual(sees ? senders : []);
    if (sees) {
      expect((await listed(member)).map((row) => row.sender_id).sort()).toEqual(senders);
      expect((await exported(member)).every((from) => from !== null)).toBe(true);
    } else {
      await expect(listed(member)).rejects.toMatchObject({ code: 'PT402', hint: 'upgrade', message: expect.stringMatching(/^Seeing who likes you comes with Premium and Elite\./) });
      expect(await exported(member)).toEqual([null, null]);
    }
  });
});

it('stops at once when her plan ends, and starts when she upgrades', async () => {
  const { member, likers } = await likedMemberOn('premium', 31);
  expect(await restSenders(member)).toEqual([]);
  await expect(listed(member)).rejects.toMatchObject({ code: 'PT402' });
  await subscribe(member, 'premium');
  expect((await listed(member)).map((row) => row.sender_id).sort()).toEqual(likers.map((liker) => liker.id).sort());
});

it('lets her answer a like she reaches on a profile: the relationship says so, accept and pass by id', async () => {
  const { member, likers, ids } = await likedMemberOn('free');
  const relationship = await as(db, member)<{ status: string; interest_id: string }>('select status, interest_id from public.get_relationship($1)', [likers[0].id]);
  expect(relationship.rows).toEqual([{ status: 'they_like_you', interest_id: ids[0] }]);
  expect((await as(db, member)<{ ok: boolean }>('select public.accept_interest($1) as ok', [ids[0]])).rows[0].ok).toBe(true);
  expect((await as(db, member)<{ ok: boolean }>('select public.pass_interest($1) as ok', [ids[1]])).rows[0].ok).toBe(true);
  expect(await count(member)).toBe(0);
  // The accepted one is a match: its row reads as before, sender included; the passed one never.
  expect(await restSenders(member)).toEqual([likers[0].id]);
  // Answered once: neither answers again, and nobody else answers hers.
  expect((await as(db, member)<{ ok: boolean }>('select public.accept_interest($1) as ok', [ids[1]])).rows[0].ok).toBe(false);
  const other = await likedMemberOn('premium');
  expect((await as(db, member)<{ ok: boolean }>('select public.accept_interest($1) as ok', [other.ids[0]])).rows[0].ok).toBe(false);
});

it('takes no blind answer: members do not update interests directly', async () => {
  const { member } = await likedMemberOn('free');
  await expect(as(db, member)(`update public.interests set status = 'accepted'`)).rejects.toMatchObject({ code: '42501' });
  expect(await count(member)).toBe(2);
});

it('answers members only, and keeps pages small', async () => {
  await expect(as(db, ANON)('select public.count_received_interests()')).rejects.toMatchObject({ code: '42501' });
  await expect(as(db, ANON)('select * from public.get_received_interests()')).rejects.toMatchObject({ code: '42501' });
  await expect(as(db, ANON)('select private.sees_who_liked_her()')).rejects.toMatchObject({ code: '42501' });
  const { member, likers } = await likedMemberOn('elite');
  const first = await as(db, member)<{ sender_id: string; created_at: string; id: string }>('select sender_id, created_at, id from public.get_received_interests(page_size => 1)');
  expect(first.rows.map((row) => row.sender_id)).toEqual([likers[1].id]);
  const next = await as(db, member)<{ sender_id: string }>('select sender_id from public.get_received_interests($1, $2, 100000)', [first.rows[0].created_at, first.rows[0].id]);
  expect(next.rows.map((row) => row.sender_id)).toEqual([likers[0].id]);
});

it('changes with the catalogue: moved to Basic, a Basic member sees who likes her', async () => {
  const { member, likers } = await likedMemberOn('basic');
  expect(await restSenders(member)).toEqual([]);
  await db.query(`update public.plans set entitlements = array['see_who_liked_you'] where tier = 'basic'`);
  try {
    expect((await restSenders(member)).sort()).toEqual(likers.map((liker) => liker.id).sort());
    expect(await listed(member)).toHaveLength(2);
    const free = await likedMemberOn('free');
    await expect(listed(free.member)).rejects.toMatchObject({ message: expect.stringMatching(/^Seeing who likes you comes with Basic, Premium and Elite\./) });
  } finally {
    await db.query(`update public.plans set entitlements = '{}' where tier = 'basic'`);
  }
  expect(await restSenders(member)).toEqual([]);
});
