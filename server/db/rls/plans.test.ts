import { createTestDatabase } from '../../testing/test-database';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { ANON, SERVICE, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The plan catalogue and a member's plan now (docs/database.md, Plans).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** A subscription as the checkout function writes it, its period starting `startedDaysAgo` days ago. */
const subscribe = (member: TestUser, tier: string, startedDaysAgo = 1, cancel = false) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end, cancel_at_period_end)
     values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days', $4)
     on conflict (user_id) do update set tier = excluded.tier, current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end`,
    [member.id, tier, startedDaysAgo, cancel],
  );

const planOf = async (member: TestUser) => (await as(db, member)('select * from public.get_my_plan()')).rows;

describe('the catalogue', () => {
  it('is read by everyone, in order, with the SPEC\'s prices and lists', async () => {
    const { rows } = await as(db, ANON)('select tier, name, monthly_price::text as price, teaser_features[1] as first from public.plans order by position');
    expect(rows).toEqual([
      { tier: 'free', name: 'Free', price: '0.00', first: '10 interests/day' },
      { tier: 'basic', name: 'Basic', price: '9.99', first: null },
      { tier: 'premium', name: 'Premium', price: '19.99', first: 'Unlimited interests' },
      { tier: 'elite', name: 'Elite', price: '39.99', first: 'Everything in Premium' },
    ]);
  });

  it('is written by migrations only', async () => {
    const [member] = await createUsers(db, 1);
    await expect(as(db, member)(`update public.plans set monthly_price = 0 where tier = 'elite'`)).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)(`insert into public.plans (tier, name, position, monthly_price, max_photos) values ('free', 'x', 9, 0, 3)`)).rejects.toMatchObject({ code: '42501' });
  });
});

describe('a member\'s plan', () => {
  it('is Free without a subscription, with no period', async () => {
    const [member] = await createUsers(db, 1);
    expect(await planOf(member)).toEqual([
      { tier: 'free', name: 'Free', current_period_start: null, current_period_end: null, cancel_at_period_end: false, trial_end: null, entitlements: [] },
    ]);
  });

  it('is the subscription\'s while its period lasts, cancelled or not', async () => {
    const [member] = await createUsers(db, 1);
    await subscribe(member, 'premium', 5, true);
    expect(await planOf(member)).toEqual([
      {
        tier: 'premium', name: 'Premium', current_period_start: expect.any(Date), current_period_end: expect.any(Date),
        cancel_at_period_end: true, trial_end: null, entitlements: ['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters'],
      },
    ]);
  });

  it('is Free again once a period ends without renewal, with no job to run', async () => {
    const [member] = await createUsers(db, 1);
    await subscribe(member, 'elite', 31);
    expect(await planOf(member)).toMatchObject([{ tier: 'free', current_period_end: null }]);
  });

  it('is hers alone to read, and visitors have none', async () => {
    const [member, other] = await createUsers(db, 2);
    await subscribe(member, 'elite');
    expect(await planOf(other)).toMatchObject([{ tier: 'free' }]);
    await expect(as(db, ANON)('select * from public.get_my_plan()')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('AI answers a day, by plan', () => {
  const start = (member: TestUser) => as(db, SERVICE)(`select public.start_ai_call($1, 'growth-feedback')`, [member.id]);
  const fillDay = (member: TestUser, count: number) =>
    db.query(`insert into private.ai_calls (user_id, tool, started_at) select $1, 'matchmaker', now() - interval '2 hours' from generate_series(1, $2)`, [member.id, count]);

  it.each([
    ['free', 20],
    ['basic', 50],
    ['premium', 200],
  ])('%s: %i', async (tier, limit) => {
    const [member] = await createUsers(db, 1);
    if (tier !== 'free') await subscribe(member, tier);
    await fillDay(member, limit - 1);
    await expect(start(member)).resolves.toBeDefined();
    await expect(start(member)).rejects.toMatchObject({ code: 'PT429', message: `You have used your ${limit} AI answers for today. Please try again tomorrow.` });
  });

  it('elite: no daily limit, the minute\'s still', async () => {
    const [member] = await createUsers(db, 1);
    await subscribe(member, 'elite');
    await fillDay(member, 1000);
    await expect(start(member)).resolves.toBeDefined();
  });

  it('the matchmaker: Premium and Elite only (402 with an upgrade hint)', async () => {
    const matchmaker = (member: TestUser) => as(db, SERVICE)(`select public.start_ai_call($1, 'matchmaker', 'cupid')`, [member.id]);
    for (const tier of ['free', 'basic', 'premium', 'elite']) {
      const [member] = await createUsers(db, 1);
      if (tier !== 'free') await subscribe(member, tier);
      if (tier === 'premium' || tier === 'elite') await expect(matchmaker(member)).resolves.toBeDefined();
      else await expect(matchmaker(member)).rejects.toMatchObject({ code: 'PT402', hint: 'upgrade', message: expect.stringMatching(/^AI matchmaking comes with Premium and Elite/) });
    }
  });

  it('an expired subscription falls back to Free\'s limit', async () => {
    const [member] = await createUsers(db, 1);
    await subscribe(member, 'elite', 40);
    await fillDay(member, 20);
    await expect(start(member)).rejects.toMatchObject({ code: 'PT429' });
  });
});

describe('daily limits on what a member sends, by plan', () => {
  const upgrade = (what: string, n: number) => `You have sent your ${n} ${what} for today. Upgrade your plan to send more.`;

  /** `count` interests from the member to new members, sent as the seed would (not counted as hers until written). */
  async function sentInterests(member: TestUser, count: number) {
    const others = await createUsers(db, count);
    await db.query(
      `insert into public.interests (sender_id, receiver_id, created_at) select $1, unnest($2::uuid[]), now() - interval '1 hour'`,
      [member.id, others.map((o) => o.id)],
    );
  }
  const showInterest = async (member: TestUser) => {
    const [other] = await createUsers(db, 1);
    return as(db, member)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [member.id, other.id]);
  };

  it.each([
    ['free', 10],
    ['basic', 50],
  ])('interests, %s: %i in 24 hours, then 402 with an upgrade hint', async (tier, limit) => {
    const [member] = await createUsers(db, 1);
    if (tier !== 'free') await subscribe(member, tier);
    await sentInterests(member, limit - 1);
    await expect(showInterest(member)).resolves.toBeDefined();
    await expect(showInterest(member)).rejects.toMatchObject({ code: 'PT402', message: upgrade('interests', limit), hint: 'upgrade' });
    // A day later the oldest are out of the window: the clock moving on what she spent.
    await db.query(`update private.usage_ledger set at = at - interval '1 day' where member_id = $1`, [member.id]);
    await expect(showInterest(member)).resolves.toBeDefined();
  });

  it('interests, premium and elite: no daily limit', async () => {
    for (const tier of ['premium', 'elite']) {
      const [member] = await createUsers(db, 1);
      await subscribe(member, tier);
      await sentInterests(member, 60);
      await expect(showInterest(member)).resolves.toBeDefined();
    }
  });

  it.each([
    ['free', 20],
    ['basic', 30],
  ])('messages, %s: %i in 24 hours, then 402; premium none', async (tier, limit) => {
    const [member, partner] = await createUsers(db, 2);
    await makeMatch(db, member, partner);
    if (tier !== 'free') await subscribe(member, tier);
    await db.query(
      `insert into public.messages (sender_id, receiver_id, content, created_at) select $1, $2, 'hi', now() - interval '1 hour' from generate_series(1, $3)`,
      [member.id, partner.id, limit - 1],
    );
    const send = () => as(db, member)('select public.send_message(gen_random_uuid(), $1, $2)', [partner.id, 'Hello']);
    await expect(send()).resolves.toBeDefined();
    await expect(send()).rejects.toMatchObject({ code: 'PT402', message: upgrade('messages', limit), hint: 'upgrade' });
    // Her partner is not held back by her plan's count.
    await expect(as(db, partner)('select public.send_message(gen_random_uuid(), $1, $2)', [member.id, 'Hi'])).resolves.toBeDefined();
    await subscribe(member, 'premium');
    await expect(send()).resolves.toBeDefined();
  });

  it.each([
    ['free', 3],
    ['basic', 5],
    ['premium', 10],
  ])('photos, %s: %i', async (tier, limit) => {
    const [member] = await createUsers(db, 1);
    if (tier !== 'free') await subscribe(member, tier);
    const urls = await uploadedPhotoUrls(db, member.id, limit + 1);
    const add = (url: string) => as(db, member)('insert into public.photos (user_id, url) values ($1, $2)', [member.id, url]);
    for (const url of urls.slice(0, limit)) await add(url);
    await expect(add(urls[limit])).rejects.toMatchObject({ code: 'PT402', message: `Your plan allows ${limit} photos. Upgrade your plan to add more.` });
  });
});

describe('get_my_usage', () => {
  it('counts the caller\'s last 24 hours against her plan, and nobody else\'s', async () => {
    const [member, partner, stranger] = await createUsers(db, 3);
    await makeMatch(db, member, partner);
    await as(db, member)('select public.send_message(gen_random_uuid(), $1, $2)', [partner.id, 'Hi']);
    await as(db, partner)('select public.send_message(gen_random_uuid(), $1, $2)', [member.id, 'Hello']);
    await db.query(`insert into private.ai_calls (user_id, tool, started_at) values ($1, 'growth-feedback', now() - interval '2 days'), ($1, 'matchmaker', now())`, [member.id]);
    const [url] = await uploadedPhotoUrls(db, member.id, 1);
    await as(db, member)('insert into public.photos (user_id, url) values ($1, $2)', [member.id, url]);
    const usage = async (who: TestUser) => (await as(db, who)('select * from public.get_my_usage()')).rows;
    // The match's interest was written by the seed's hand here, so it is hers to count too.
    expect(await usage(member)).toEqual([
      { interests: 1, interests_limit: 10, messages: 1, messages_limit: 20, ai_answers: 1, ai_answers_limit: 20, photos: 1, photos_limit: 3,
        profile_views: 0, profile_views_limit: 25 },
    ]);
    await subscribe(member, 'elite');
    expect(await usage(member)).toMatchObject([{ interests_limit: null, messages_limit: null, ai_answers_limit: null, photos_limit: 10, profile_views_limit: null }]);
    expect(await usage(stranger)).toMatchObject([{ interests: 0, messages: 0, ai_answers: 0, photos: 0 }]);
    await expect(as(db, ANON)('select * from public.get_my_usage()')).rejects.toMatchObject({ code: '42501' });
  });
});
