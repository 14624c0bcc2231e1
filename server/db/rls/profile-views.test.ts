import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Profile views a day (docs/plans.md, Limits): opening another member's profile page
// (public.open_profile) counts once a day per pair against plans.profile_views_per_day, in
// private.usage_ledger; past the limit nothing of the member leaves the database (PT402). This file
// changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const subscribe = (member: TestUser, tier: string, startedDaysAgo = 1) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days')`,
    [member.id, tier, startedDaysAgo],
  );
const memberOn = async (tier: string, startedDaysAgo = 1) => {
  const [member] = await createUsers(db, 1);
  if (tier !== 'free') await subscribe(member, tier, startedDaysAgo);
  return member;
};
const open = async (viewer: TestUser, member: TestUser) =>
  (await as(db, viewer)<{ profile: { id: string; first_name: string; photo_rows: unknown[] } | null }>('select public.open_profile($1) as profile', [member.id]))
    .rows[0].profile;
/** She already opened this many other profiles today (as open_profile would have counted them). */
const openedBefore = (viewer: TestUser, count: number) =>
  db.query(
    `insert into private.usage_ledger (member_id, kind, other_id, at)
     select $1, 'profile_open', gen_random_uuid(), now() - interval '1 hour' from generate_series(1, $2)`,
    [viewer.id, count],
  );
const usage = async (who: TestUser) =>
  (await as(db, who)<{ profile_views: number; profile_views_limit: number | null }>('select profile_views, profile_views_limit from public.get_my_usage()'))
    .rows[0];
const refusal = (limit: number) => ({ code: 'PT402', message: `You have opened ${limit} profiles today. Upgrade your plan to see more.`, hint: 'upgrade' });

it('gives the profile page another member’s public part with her photos, and counts her once a day', async () => {
  const [viewer, member] = await createUsers(db, 2);
  const profile = await open(viewer, member);
  expect(profile).toMatchObject({ id: member.id, first_name: 'Test', photo_rows: [] });
  expect(profile).not.toHaveProperty('birth_date');
  await open(viewer, member);
  expect(await usage(viewer)).toEqual({ profile_views: 1, profile_views_limit: 25 });
  expect(await open(viewer, viewer)).toMatchObject({ id: viewer.id });
  expect((await usage(viewer)).profile_views).toBe(1);
});

it.each([
  ['free', 25],
  ['basic', 100],
])('stops a %s member at %i other profiles a day, and still shows the ones she opened', async (tier, limit) => {
  const viewer = await memberOn(tier);
  const [seen, last, oneMore] = await createUsers(db, 3);
  await openedBefore(viewer, limit - 2);
  expect(await open(viewer, seen)).toMatchObject({ id: seen.id });
  expect(await open(viewer, last)).toMatchObject({ id: last.id });
  await expect(open(viewer, oneMore)).rejects.toMatchObject(refusal(limit));
  expect(await open(viewer, seen)).toMatchObject({ id: seen.id });
  expect(await usage(viewer)).toEqual({ profile_views: limit, profile_views_limit: limit });
  // Refused views are not told either.
  expect((await as(db, oneMore)('select 1 from public.notifications where kind = $1', ['profile_view'])).rows).toEqual([]);
});

it.each(['premium', 'elite'])('lets a %s member open any number', async (tier) => {
  const viewer = await memberOn(tier);
  const [member] = await createUsers(db, 1);
  await openedBefore(viewer, 500);
  expect(await open(viewer, member)).toMatchObject({ id: member.id });
  expect((await usage(viewer)).profile_views_limit).toBeNull();
});

it('counts again the next day, and a plan that ended counts as Free', async () => {
  const lapsed = await memberOn('premium', 31);
  const [member] = await createUsers(db, 1);
  await openedBefore(lapsed, 25);
  await expect(open(lapsed, member)).rejects.toMatchObject(refusal(25));
  await db.query(`update private.usage_ledger set at = at - interval '1 day' where member_id = $1`, [lapsed.id]);
  expect(await open(lapsed, member)).toMatchObject({ id: member.id });
});

it('counts whatever a block does, and only the viewer’s own opens', async () => {
  const [viewer, member, other] = await createUsers(db, 3);
  await openedBefore(viewer, 24);
  await open(viewer, member);
  await as(db, viewer)('select public.block_member($1)', [member.id]);
  await as(db, viewer)('select public.unblock_member($1)', [member.id]);
  await expect(open(viewer, other)).rejects.toMatchObject(refusal(25));
  // Her views are counted in her rows alone: the member opened is not charged, nor can anyone write the ledger.
  expect((await usage(member)).profile_views).toBe(0);
  await expect(as(db, viewer)(`insert into private.usage_ledger (member_id, kind, other_id) values ($1, 'profile_open', $2)`, [member.id, viewer.id])).rejects.toMatchObject({ code: '42501' });
});

it('refuses the notification call past the limit too, so no view goes around the count', async () => {
  const [viewer, member] = await createUsers(db, 2);
  await openedBefore(viewer, 25);
  await expect(as(db, viewer)('select public.record_profile_view($1)', [member.id])).rejects.toMatchObject(refusal(25));
});

it('counts nothing for a profile hidden from her, and answers no visitor', async () => {
  const [viewer, hidden] = await createUsers(db, 2);
  await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [hidden.id]);
  expect(await open(viewer, hidden)).toBeNull();
  expect((await usage(viewer)).profile_views).toBe(0);
  await expect(as(db, ANON)('select public.open_profile($1)', [hidden.id])).rejects.toMatchObject({ code: '42501' });
});

it('lets two opens at once take the last view only once', async () => {
  const viewer = await memberOn('free');
  const members = await createUsers(db, 6);
  await openedBefore(viewer, 24);
  const results = await Promise.allSettled(members.map((member) => open(viewer, member)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual(
    Array.from({ length: 5 }, () => expect.objectContaining({ code: 'PT402' })),
  );
  expect((await usage(viewer)).profile_views).toBe(25);
});

it('follows the catalogue: a plan’s number is read at each open', async () => {
  const viewer = await memberOn('basic');
  const [member] = await createUsers(db, 1);
  await openedBefore(viewer, 3);
  await db.query('update public.plans set profile_views_per_day = 3 where tier = $1', ['basic']);
  try {
    await expect(open(viewer, member)).rejects.toMatchObject(refusal(3));
    expect((await usage(viewer)).profile_views_limit).toBe(3);
  } finally {
    await db.query('update public.plans set profile_views_per_day = 100 where tier = $1', ['basic']);
  }
  expect(await open(viewer, member)).toMatchObject({ id: member.id });
});
