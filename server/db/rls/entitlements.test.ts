import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
// The SPA says it before the function is asked, in the same words (a file without imports).
import { planRequired } from '../../../src/features/ai-matchmaker/config/plan-required';
import type { Database } from '../types';

// What a plan includes is data in the catalogue (public.plans.entitlements): private.entitled asks
// it for every check, get_my_plan gives it to the SPA. docs/plans.md, Entitlements. This file changes
// the catalogue, so it has a database of its own.
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
/** What each plan includes (docs/plans.md, Entitlements). */
const PREMIUM = ['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters'];
const CATALOGUE: Record<string, string[]> = { free: [], basic: [], premium: PREMIUM, elite: [...PREMIUM, 'analytics', 'priority_support', 'events', 'verification', 'video_calls', 'personality_assessment'] };

const entitled = async (member: TestUser, feature: string) =>
  (await db.query<{ entitled: boolean }>('select private.entitled($1, $2) as entitled', [member.id, feature])).rows[0].entitled;
const entitlementsOf = async (member: TestUser) =>
  (await as(db, member)<{ entitlements: string[] }>('select entitlements from public.get_my_plan()')).rows[0].entitlements;
const matchmaker = (member: TestUser) => as(db, SERVICE)(`select public.start_ai_call($1, 'matchmaker', 'cupid')`, [member.id]);

it('follows the member’s plan: each tier as the catalogue lists it, Free once a period ends', async () => {
  for (const [tier, list] of Object.entries(CATALOGUE)) {
    const member = await memberOn(tier);
    expect([tier, await entitled(member, 'ai_matchmaking'), await entitlementsOf(member)]).toEqual([tier, list.includes('ai_matchmaking'), list]);
  }
  const lapsed = await memberOn('elite', 31);
  expect(await entitled(lapsed, 'ai_matchmaking')).toBe(false);
  expect(await entitled(await memberOn('elite'), 'no_such_feature')).toBe(false);
});

it('keeps the catalogue to the features the database enforces', async () => {
  await expect(db.query(`update public.plans set entitlements = array['free_elite'] where tier = 'free'`)).rejects.toMatchObject({
    code: '23514',
    constraint: 'plans_entitlements_known',
  });
  await expect(as(db, ANON)('select private.entitled(gen_random_uuid(), $1)', ['ai_matchmaking'])).rejects.toMatchObject({ code: '42501' });
});

it('changes with the catalogue: the API, the enforcement and the refusal’s words move together', async () => {
  const [basic, free] = [await memberOn('basic'), await memberOn('free')];
  await expect(matchmaker(basic)).rejects.toMatchObject({ code: 'PT402', message: expect.stringMatching(/^AI matchmaking comes with Premium and Elite\./) });
  await db.query(`update public.plans set entitlements = array['ai_matchmaking'] where tier = 'basic'`);
  try {
    const { rows } = await as(db, ANON)<{ tier: string; entitlements: string[] }>('select tier, entitlements from public.plans order by position');
    expect(rows.map((row) => [row.tier, row.entitlements])).toEqual(Object.entries({ ...CATALOGUE, basic: ['ai_matchmaking'] }));
    expect(await entitlementsOf(basic)).toEqual(['ai_matchmaking']);
    await expect(matchmaker(basic)).resolves.toBeDefined();
    await expect(matchmaker(free)).rejects.toMatchObject({
      code: 'PT402',
      hint: 'upgrade',
      message: planRequired('Basic, Premium and Elite'),
    });
  } finally {
    await db.query(`update public.plans set entitlements = '{}' where tier = 'basic'`);
  }
});
