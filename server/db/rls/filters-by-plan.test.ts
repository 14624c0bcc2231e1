import { createMember, feedIds, saveFilters } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
import { SERVICE, as, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Filters by plan (docs/plans.md, Entitlements: all_filters). Every plan filters by age, distance,
// gender and relationship goal; the others apply only while the member's plan includes all filters:
// she may change them only then (PT402), a downgrade keeps them unused, and an upgrade applies them
// again. This file changes the catalogue, so it has a database of its own.
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
  const member = await createMember(db);
  if (tier !== 'free') await subscribe(member, tier, startedDaysAgo);
  return member;
};
const savedReligion = async (member: TestUser) =>
  (await db.query<{ r: string | null }>('select preferred_religion as r from public.profiles where id = $1', [member.id])).rows[0].r;
const refusal = {
  code: 'PT402',
  hint: 'upgrade',
  message: 'Filters beyond age, distance, gender and relationship goal come with Premium and Elite. Upgrade your plan to use them.',
};

it.each([
  ['free', false],
  ['basic', false],
  ['premium', true],
  ['elite', true],
])('a %s member may change the other filters: %s; the basic ones always', async (tier, entitled) => {
  const member = await memberOn(tier);
  await saveFilters(db, member, { preferred_age_min: 25, preferred_distance: 10, preferred_genders: ['male'], preferred_relationship_goals: ['Marriage'] });
  const saving = saveFilters(db, member, { preferred_religion: 'Quaker', preferred_height_min: 160 });
  if (entitled) await saving;
  else await expect(saving).rejects.toMatchObject(refusal);
  expect(await savedReligion(member)).toBe(entitled ? 'Quaker' : null);
});

it('lets a member without all filters save the modal with the other filters as they were', async () => {
  const member = await memberOn('free');
  await db.query(`update public.profiles set preferred_religion = 'Quaker' where id = $1`, [member.id]);
  await saveFilters(db, member, { preferred_religion: 'Quaker', preferred_age_max: 40 });
  expect(await savedReligion(member)).toBe('Quaker');
});

it('keeps saved filters when the plan ends, unused by the feed, and applies them again when it is renewed', async () => {
  const member = await memberOn('premium', 31); // her plan has ended
  const quaker = await createMember(db, { profile: { religion: 'Quaker', height_cm: 170 } });
  const other = await createMember(db, { profile: { religion: 'Catholic', height_cm: 190 } });
  // Saved while she was on Premium (written as the owner, as the plan allowed then).
  await db.query(`update public.profiles set preferred_religion = 'Quaker', preferred_height_min = 160, preferred_height_max = 180 where id = $1`, [member.id]);
  const free = await feedIds(db, member);
  expect(free).toEqual(expect.arrayContaining([quaker.id, other.id]));
  await db.query(`update public.subscriptions set current_period_end = now() + interval '30 days' where user_id = $1`, [member.id]);
  const premium = await feedIds(db, member);
  expect(premium).toContain(quaker.id);
  expect(premium).not.toContain(other.id);
  expect(await savedReligion(member)).toBe('Quaker');
});

it('applies the basic filters on every plan', async () => {
  const member = await memberOn('free');
  const man = await createMember(db, { gender: 'male' });
  const woman = await createMember(db, { gender: 'female' });
  await saveFilters(db, member, { preferred_genders: ['male'] });
  const ids = await feedIds(db, member);
  expect(ids).toContain(man.id);
  expect(ids).not.toContain(woman.id);
});

it('follows the catalogue: all filters moved to Basic apply and may be saved there', async () => {
  const basic = await memberOn('basic');
  const quaker = await createMember(db, { profile: { religion: 'Quaker' } });
  const other = await createMember(db, { profile: { religion: 'Catholic' } });
  await expect(saveFilters(db, basic, { preferred_religion: 'Quaker' })).rejects.toMatchObject(refusal);
  await db.query(`update public.plans set entitlements = entitlements || array['all_filters'] where tier = 'basic'`);
  try {
    await saveFilters(db, basic, { preferred_religion: 'Quaker' });
    const ids = await feedIds(db, basic);
    expect(ids).toContain(quaker.id);
    expect(ids).not.toContain(other.id);
    await expect(saveFilters(db, await memberOn('free'), { preferred_smoking: 'never' })).rejects.toMatchObject({
      message: expect.stringContaining('come with Basic, Premium and Elite.'),
    });
  } finally {
    await db.query(`update public.plans set entitlements = array_remove(entitlements, 'all_filters') where tier = 'basic'`);
  }
  expect(await feedIds(db, basic)).toEqual(expect.arrayContaining([quaker.id, other.id]));
});
