import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// get_my_analytics (supabase/schemas/analytics; docs/plans.md, Analytics): for plans whose catalogue
// entry includes 'analytics', one zero-filled row per UTC day, counted once from the rows that exist,
// her own only. This file changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface Day {
  day: string;
  profile_views: number;
  likes_received: number;
  matches: number;
  messages_received: number;
  conversations: number;
  replied: number;
  boosts: number;
}

const memberOn = async (tier: string, startedDaysAgo = 1) => {
  const [member] = await createUsers(db, 1);
  if (tier !== 'free') {
    await as(db, SERVICE)(
      `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
       values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days')`,
      [member.id, tier, startedDaysAgo],
    );
  }
  return member;
};
const analytics = async (member: TestUser, days: number | null = 30): Promise<Day[]> =>
  (
    await as(db, member)<Day>(
      `select day::text as day, profile_views, likes_received, matches, messages_received, conversations, replied,
              cardinality(boosts) as boosts
         from public.get_my_analytics($1)`,
      [days],
    )
  ).rows;
/** The rows with something in them, keyed by how many days ago (0 is today, UTC). */
const busyDays = (rows: Day[]) =>
  Object.fromEntries(
    rows
      .map((row, i) => [rows.length - 1 - i, row] as const)
      .filter(([, row]) => Object.entries(row).some(([key, value]) => key !== 'day' && value !== 0))
      .map(([ago, { day: _day, ...counts }]) => [ago, counts]),
  );
/** `minutes` into the UTC day `daysAgo` days before today (today: now, which is never in the future). */
const at = (daysAgo: number, minutes = 60) =>
  daysAgo === 0
    ? 'now()'
    : `(((now() at time zone 'utc')::date - ${daysAgo})::timestamp at time zone 'utc' + interval '${minutes} minutes')`;
const view = (viewer: TestUser, member: TestUser, daysAgo: number, minutes?: number) =>
  db.query(`insert into public.notifications (member_id, kind, actor_id, created_at) values ($1, 'profile_view', $2, ${at(daysAgo, minutes)})`, [
    member.id,
    viewer.id,
  ]);
const like = (from: TestUser, to: TestUser, daysAgo: number) =>
  db.query(`insert into public.interests (sender_id, receiver_id, created_at, updated_at) values ($1, $2, ${at(daysAgo)}, ${at(daysAgo)})`, [
    from.id,
    to.id,
  ]);
const accepted = (from: TestUser, to: TestUser, sentDaysAgo: number, acceptedDaysAgo: number) =>
  db.query(
    `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at)
     values ($1, $2, 'accepted', ${at(sentDaysAgo)}, ${at(acceptedDaysAgo, 90)})`,
    [from.id, to.id],
  );
const message = (from: TestUser, to: TestUser, daysAgo: number, minutes: number) =>
  db.query(`insert into public.messages (sender_id, receiver_id, content, created_at) values ($1, $2, 'Hi', ${at(daysAgo, minutes)})`, [
    from.id,
    to.id,
  ]);
const boost = (member: TestUser, daysAgo: number) =>
  db.query(`insert into public.boosts (user_id, started_at, ends_at) values ($1, ${at(daysAgo)}, ${at(daysAgo)} + interval '30 minutes')`, [
    member.id,
  ]);

const ZERO = { profile_views: 0, likes_received: 0, matches: 0, messages_received: 0, conversations: 0, replied: 0, boosts: 0 };
const refusal = (plans: string) => ({ code: 'PT402', hint: 'upgrade', message: `Analytics come with ${plans}. Upgrade your plan to see them.` });

it('is for the plans whose catalogue entry includes analytics, and for them only while the plan lasts', async () => {
  for (const tier of ['free', 'basic', 'premium']) {
    await expect(analytics(await memberOn(tier))).rejects.toMatchObject(refusal('Elite'));
  }
  const elite = await memberOn('elite');
  expect(await analytics(elite)).toHaveLength(30);
  await expect(analytics(await memberOn('elite', 31))).rejects.toMatchObject(refusal('Elite'));
  await expect(as(db, ANON)('select * from public.get_my_analytics()')).rejects.toMatchObject({ code: '42501' });
});

it('keeps an ended plan’s history: it shows again after she subscribes again', async () => {
  const [lapsed, admirer] = [await memberOn('elite', 31), await memberOn('free')];
  await like(admirer, lapsed, 3);
  await expect(analytics(lapsed)).rejects.toMatchObject(refusal('Elite'));
  await db.query(`update public.subscriptions set current_period_end = now() + interval '1 day' where user_id = $1`, [lapsed.id]);
  expect(busyDays(await analytics(lapsed))).toEqual({ 3: { ...ZERO, likes_received: 1 } });
});

it('follows the catalogue: moved to Basic, Basic members see it and the refusal names Basic', async () => {
  const [basic, free] = [await memberOn('basic'), await memberOn('free')];
  await db.query(`update public.plans set entitlements = array['analytics'] where tier = 'basic'`);
  try {
    expect(await analytics(basic)).toHaveLength(30);
    await expect(analytics(free)).rejects.toMatchObject(refusal('Basic and Elite'));
  } finally {
    await db.query(`update public.plans set entitlements = '{}' where tier = 'basic'`);
  }
  await expect(analytics(basic)).rejects.toMatchObject(refusal('Elite'));
});

it('counts each thing once, on the UTC day it happened', async () => {
  const [her, a, b, c, d, e] = [await memberOn('elite'), ...(await createUsers(db, 5))];
  // Views: a viewer counts once a day, however many rows say so.
  await view(a, her, 2, 60);
  await view(a, her, 2, 300);
  await view(b, her, 2);
  await view(a, her, 0);
  // Likes: interests sent to her, on the day they were sent.
  await like(a, her, 3);
  await like(b, her, 0);
  // Matches, on the day they were made: one she liked and c accepted; a mutual one (two accepted rows).
  await accepted(her, c, 5, 1);
  await accepted(d, her, 0, 0);
  await accepted(her, d, 0, 0);
  // Messages: c wrote twice and she answered; d wrote and waits; e wrote after her only message.
  await message(c, her, 1, 100);
  await message(c, her, 1, 110);
  await message(her, c, 1, 120);
  await message(her, e, 4, 100);
  await message(e, her, 4, 200);
  await message(d, her, 0, 0);
  await boost(her, 4);

  expect(busyDays(await analytics(her))).toEqual({
    // Today's likes: b's, and d's that made the mutual match.
    0: { ...ZERO, profile_views: 1, likes_received: 2, matches: 1, messages_received: 1, conversations: 1 },
    1: { ...ZERO, matches: 1, messages_received: 2, conversations: 1, replied: 1 },
    2: { ...ZERO, profile_views: 2 },
    3: { ...ZERO, likes_received: 1 },
    4: { ...ZERO, messages_received: 1, conversations: 1, boosts: 1 },
  });
});

it('counts only her own: others’ views, likes, matches, messages and boosts never reach her rows', async () => {
  const [her, other, a, b] = [await memberOn('elite'), await memberOn('elite'), ...(await createUsers(db, 2))];
  await view(her, other, 1);
  await view(a, other, 1);
  await like(her, other, 1);
  await like(a, other, 1);
  await accepted(other, b, 2, 1);
  await message(her, other, 1, 100);
  await message(a, other, 1, 100);
  await boost(other, 1);
  expect(busyDays(await analytics(her))).toEqual({});
  expect(busyDays(await analytics(other))).toEqual({
    1: { ...ZERO, profile_views: 2, likes_received: 2, matches: 1, messages_received: 2, conversations: 2, boosts: 1 },
  });
});

it('caps the window to 1..90 days before any work, and counts nothing older than it', async () => {
  const [her, a] = [await memberOn('elite'), ...(await createUsers(db, 1))];
  await like(a, her, 40);
  const lengths = [];
  for (const days of [null, 0, -5, 1, 7, 90, 1000]) lengths.push((await analytics(her, days)).length);
  expect(lengths).toEqual([30, 1, 1, 1, 7, 90, 90]);
  expect(busyDays(await analytics(her))).toEqual({});
  expect(busyDays(await analytics(her, 90))).toEqual({ 40: { ...ZERO, likes_received: 1 } });
  const [today] = (await db.query<{ today: string }>(`select (now() at time zone 'utc')::date::text as today`)).rows;
  expect((await analytics(her, 1))[0].day).toBe(today.today);
});
