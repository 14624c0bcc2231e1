import { subscribe } from '../../testing/subscriptions';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The saved filters of Dating Preferences: the owner saves them all in one update of their row and
// reads them back; the database refuses values outside the lists and ranges.
let db: Database;
let member: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [member] = await createUsers(db, 1);
  // Her plan includes all filters (filters-by-plan.test.ts: a plan without them).
  await subscribe(db, [member.id]);
});
afterAll(() => db.close());

const save = (columns: Record<string, unknown>) => {
  const names = Object.keys(columns);
  return as(db, member)(
    `update public.profiles set ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} where id = $${names.length + 1}
     returning ${names.join(', ')}`,
    [...Object.values(columns), member.id],
  );
};

const EVERY_FILTER = {
  preferred_height_min: 150, preferred_height_max: 190, preferred_relationship_goals: ['Marriage', 'Friendship'],
  preferred_education: ["Bachelor's"], preferred_drinking: 'rarely', preferred_smoking: 'never',
  preferred_religion: 'Quaker', preferred_has_children: 'no', preferred_wants_children: 'maybe',
};

describe('saved filters', () => {
  it('start at Any and are saved and read back by their owner', async () => {
    const { rows: before } = await as(db, member)(
      `select ${Object.keys(EVERY_FILTER).join(', ')} from public.profiles where id = $1`, [member.id]);
    expect(before).toEqual([{
      preferred_height_min: 0, preferred_height_max: 300, preferred_relationship_goals: [], preferred_education: [],
      preferred_drinking: null, preferred_smoking: null, preferred_religion: null, preferred_has_children: null,
      preferred_wants_children: null,
    }]);
    expect((await save(EVERY_FILTER)).rows).toEqual([EVERY_FILTER]);
  });

  it('store a blank religion as Any and trim it', async () => {
    expect((await save({ preferred_religion: '   ' })).rows).toEqual([{ preferred_religion: null }]);
    expect((await save({ preferred_religion: '  Sikh ' })).rows).toEqual([{ preferred_religion: 'Sikh' }]);
  });

  it.each([
    ['preferred_relationship_goals', ['Marriage', 'Situationship']],
    ['preferred_education', ['PhD']],
    ['preferred_drinking', 'daily'],
    ['preferred_smoking', 'sometimes'],
    ['preferred_has_children', 'maybe'],
    ['preferred_wants_children', 'later'],
    ['preferred_height_min', -1],
    ['preferred_height_max', 301],
  ])('refuse %s = %p', async (column, value) => {
    await expect(save({ [column]: value })).rejects.toMatchObject({ code: '23514' });
  });

  it('refuse a height range whose minimum is above its maximum', async () => {
    await expect(save({ preferred_height_min: 180, preferred_height_max: 170 })).rejects.toMatchObject({
      code: '23514', constraint: 'profiles_preferred_height_range',
    });
  });

  it('are nobody else’s to change', async () => {
    const [other] = await createUsers(db, 1);
    const { rows } = await as(db, other)(
      `update public.profiles set preferred_drinking = 'never' where id = $1 returning id`, [member.id]);
    expect(rows).toEqual([]);
  });
});
