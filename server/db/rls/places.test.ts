import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let member: TestUser;
let other: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [member, other] = await createUsers(db, 2);
  await db.query(`delete from public.places`);
  await db.query(
    `insert into public.places (id, name, label, country_code, population, latitude, longitude) values
       (1, 'Zürich', 'Zürich, Switzerland', 'CH', 400000, 47.37, 8.54),
       (2, 'Zug', 'Zug, Switzerland', 'CH', 30000, 47.17, 8.52),
       (3, 'Zurich_Lake', 'Zurich_Lake, US', 'US', 20000, 42.2, -88.1)`,
  );
});
afterAll(() => db.close());

const search = (caller: TestUser | typeof ANON, query: string, max?: number) =>
  as(db, caller)<{ id: number; label: string }>('select * from public.search_places($1, $2)', [query, max ?? 8]);

describe('search_places', () => {
  it('finds cities by the start of their name, accents and case aside, biggest first', async () => {
    expect((await search(member, 'ZU')).rows.map((r) => r.label)).toEqual([
      'Zürich, Switzerland',
      'Zug, Switzerland',
      'Zurich_Lake, US',
    ]);
    expect((await search(member, 'zurich')).rows.map((r) => r.id)).toEqual([1, 3]);
  });

  it('takes the query literally, caps the answer, and finds nothing for a blank query', async () => {
    expect((await search(member, 'z_')).rows).toEqual([]);
    expect((await search(member, '%')).rows).toEqual([]);
    expect((await search(member, 'zurich_')).rows.map((r) => r.id)).toEqual([3]);
    expect((await search(member, 'z', 1)).rows).toHaveLength(1);
    expect((await search(member, 'z', 1000)).rows).toHaveLength(3);
    expect((await search(member, '   ')).rows).toEqual([]);
  });

  it('is for signed-in members; nobody reads the table and its coordinates', async () => {
    await expect(search(ANON, 'zu')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, member)('select latitude from public.places')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('a profile’s place', () => {
  it('sets the location others see to the place’s label', async () => {
    await as(db, member)('update public.profiles set place_id = 2, location = $2 where id = $1', [member.id, 'Elsewhere']);
    const own = await as(db, member)('select place_id, location from public.profiles where id = $1', [member.id]);
    expect(own.rows).toEqual([{ place_id: 2, location: 'Zug, Switzerland' }]);
    const seen = await as(db, other)('select location from public.public_profiles where id = $1', [member.id]);
    expect(seen.rows).toEqual([{ location: 'Zug, Switzerland' }]);
  });

  it('refuses a place that does not exist', async () => {
    await expect(as(db, member)('update public.profiles set place_id = 999 where id = $1', [member.id])).rejects.toMatchObject({
      code: '23503',
    });
  });

  it('keeps free text when no place is chosen', async () => {
    await as(db, member)('update public.profiles set place_id = null, location = $2 where id = $1', [member.id, 'Somewhere']);
    const own = await as(db, member)('select place_id, location from public.profiles where id = $1', [member.id]);
    expect(own.rows).toEqual([{ place_id: null, location: 'Somewhere' }]);
  });
});
