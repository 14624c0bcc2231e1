import { createMember, feedIds, feedPage } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Boosts (docs/plans.md, Boosts): one per the plan's boost_every (the catalogue), 30 minutes first
// in the feeds that already show the member; the feed's filters, blocks and mutual fit unchanged.
// This file changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface BoostState {
  active_until: string | null;
  boosts_left: number;
  next_boost_at: string | null;
}

const subscribe = (member: TestUser, tier: string, startedDaysAgo = 1) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days')`,
    [member.id, tier, startedDaysAgo],
  );
const memberOn = async (tier: string, spec: Parameters<typeof createMember>[1] = {}) => {
  const member = await createMember(db, spec);
  if (tier !== 'free') await subscribe(member, tier);
  return member;
};
const startBoost = async (member: TestUser) => (await as(db, member)<BoostState>('select * from public.start_boost()')).rows[0];
const myBoost = async (member: TestUser) => (await as(db, member)<BoostState>('select * from public.get_my_boost()')).rows[0];
/** Moves her boosts back in time, as if started `ago` earlier. */
const age = (member: TestUser, ago: string) =>
  db.query('update public.boosts set started_at = started_at - $2::interval, ends_at = ends_at - $2::interval where user_id = $1', [
    member.id,
    ago,
  ]);
const block = (who: TestUser, member: TestUser) => as(db, who)('select public.block_member($1)', [member.id]);

describe('the feed during a boost', () => {
  it('puts the boosted member first for members who fit her, on every page, and back in place after 30 minutes', async () => {
    const viewer = await createMember(db, { gender: 'male', age: 30, profile: { interests: ['Hiking', 'Cooking'] } });
    // Others who share the viewer's interests outrank her until she boosts.
    for (let i = 0; i < 3; i++) await createMember(db, { profile: { interests: ['Hiking', 'Cooking'] } });
    const booster = await memberOn('premium');
    const before = await feedIds(db, viewer);
    expect(before[0]).not.toBe(booster.id);

    const started = await startBoost(booster);
    expect(started.boosts_left).toBe(0);
    expect(new Date(started.active_until!).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const page = await feedPage(db, viewer, null, 2);
    expect(page[0].id).toBe(booster.id);
    // The shown score is hers, unboosted; the next page continues the same order.
    expect(page[0].score).toBeLessThan(1000);
    const rest = (await feedPage(db, viewer, page[1].cursor, 50)).map((row) => row.id);
    expect([booster.id, page[1].id, ...rest]).toEqual([booster.id, ...before.filter((id) => id !== booster.id)]);

    await age(booster, '31 minutes');
    expect(await feedIds(db, viewer)).toEqual(before);
  });

  it('shows her to no one she does not fit, nor across a block', async () => {
    const booster = await memberOn('elite', { profile: { preferred_genders: ['male'] } });
    const [woman, blocker, blocked] = [
      await createMember(db, { gender: 'female' }),
      await createMember(db, { gender: 'male' }),
      await createMember(db, { gender: 'male' }),
    ];
    const picky = await createMember(db, { gender: 'male', profile: { preferred_age_min: 40, preferred_age_max: 50 } });
    await block(blocker, booster);
    await block(booster, blocked);
    await startBoost(booster);
    for (const viewer of [woman, blocker, blocked, picky]) expect(await feedIds(db, viewer)).not.toContain(booster.id);
    const fits = await createMember(db, { gender: 'male' });
    expect((await feedPage(db, fits))[0].id).toBe(booster.id);
  });

  it('says on a card that its member liked the caller, until she answers', async () => {
    const [viewer, admirer, other] = [await createMember(db), await createMember(db), await createMember(db)];
    await as(db, admirer)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [admirer.id, viewer.id]);
    await as(db, viewer)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [viewer.id, other.id]);
    const likedMe = new Map((await feedPage(db, viewer, null, 50)).map((row) => [row.id, row.liked_me]));
    expect(likedMe.get(admirer.id)).toBe(true);
    expect([...likedMe.entries()].filter(([, liked]) => liked).map(([id]) => id)).toEqual([admirer.id]);
  });
});

describe('start_boost and get_my_boost', () => {
  it('gives one boost per the plan’s boost_every: a month on Premium, a week on Elite, none without', async () => {
    for (const [tier, every] of [
      ['premium', '1 month'],
      ['elite', '7 days'],
    ]) {
      const member = await memberOn(tier);
      expect(await myBoost(member)).toEqual({ active_until: null, boosts_left: 1, next_boost_at: null });
      await startBoost(member);
      const { rows } = await db.query<{ next: Date }>(
        `select started_at + $2::interval as next from public.boosts where user_id = $1`,
        [member.id, every],
      );
      const state = await myBoost(member);
      expect([state.boosts_left, new Date(state.next_boost_at!).getTime()]).toEqual([0, rows[0].next.getTime()]);
      await expect(startBoost(member)).rejects.toMatchObject({ code: 'PT429', message: expect.stringMatching(/^Your next boost is on \w+ \d+, \d{4}\.$/) });
      // Unused ones do not pile up: after two intervals she has one, not two.
      await age(member, every);
      await age(member, every);
      expect((await myBoost(member)).boosts_left).toBe(1);
      await startBoost(member);
      await expect(startBoost(member)).rejects.toMatchObject({ code: 'PT429' });
    }
    for (const tier of ['free', 'basic']) {
      const member = await memberOn(tier);
      expect(await myBoost(member)).toEqual({ active_until: null, boosts_left: 0, next_boost_at: null });
      await expect(startBoost(member)).rejects.toMatchObject({ code: 'PT402', hint: 'upgrade', message: 'Boosts come with Premium and Elite.' });
    }
  });

  it('makes two clicks at once one boost', async () => {
    const member = await memberOn('premium');
    const results = await Promise.allSettled([startBoost(member), startBoost(member)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const { rows } = await db.query('select 1 from public.boosts where user_id = $1', [member.id]);
    expect(rows).toHaveLength(1);
  });

  it('ends with the plan: a lapsed subscription has no boost left', async () => {
    const member = await memberOn('elite');
    await db.query(`update public.subscriptions set current_period_end = now() - interval '1 minute' where user_id = $1`, [member.id]);
    expect((await myBoost(member)).boosts_left).toBe(0);
    await expect(startBoost(member)).rejects.toMatchObject({ code: 'PT402' });
  });

  it('follows the catalogue: Basic with a boost a day boosts, and the refusal names it', async () => {
    const [basic, free] = [await memberOn('basic'), await memberOn('free')];
    await db.query(`update public.plans set boost_every = interval '1 day' where tier = 'basic'`);
    try {
      expect((await myBoost(basic)).boosts_left).toBe(1);
      await expect(startBoost(basic)).resolves.toMatchObject({ boosts_left: 0 });
      await expect(startBoost(free)).rejects.toMatchObject({ code: 'PT402', message: 'Boosts come with Basic, Premium and Elite.' });
    } finally {
      await db.query(`update public.plans set boost_every = null where tier = 'basic'`);
    }
    expect((await myBoost(basic)).boosts_left).toBe(0);
  });

  it('lets a member read her own boosts only, and write none', async () => {
    const [mine, other] = [await memberOn('premium'), await memberOn('premium')];
    await startBoost(mine);
    await startBoost(other);
    const { rows } = await as(db, mine)<{ user_id: string }>('select user_id from public.boosts');
    expect(rows.map((r) => r.user_id)).toEqual([mine.id]);
    await expect(
      as(db, mine)(`insert into public.boosts (user_id, ends_at) values ($1, now() + interval '1 day')`, [mine.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, mine)('update public.boosts set ends_at = ends_at + interval \'1 day\'')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)('select * from public.get_my_boost()')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)('select * from public.start_boost()')).rejects.toMatchObject({ code: '42501' });
  });
});
