import { CITY, createMember, feedIds, saveFilters, wholeFeed } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
import type { TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Distance in the feed: filtered on the distance between the two members' cities, shown rounded.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const exactMiles = async (from: number, to: number) =>
  (
    await db.query<{ miles: number }>(
      `select private.distance_miles(a.latitude, a.longitude, b.latitude, b.longitude) as miles
         from public.places a, public.places b where a.id = $1 and b.id = $2`,
      [from, to],
    )
  ).rows[0].miles;

const distanceTo = async (caller: TestUser, member: TestUser) =>
  (await wholeFeed(db, caller)).find((r) => r.id === member.id)?.distance_miles;

describe('rounding', () => {
  it.each([
    [0, 1], [0.4, 1], [1.4, 1], [7.6, 8], [10.4, 10], [12.4, 10], [12.6, 15], [47.4, 45], [52.4, 50], [57, 60],
    [99.9, 100], [1234, 1230],
  ])('%p miles are shown as %p', async (miles, shown) => {
    const { rows } = await db.query('select private.rounded_distance_miles($1) as shown', [miles]);
    expect(rows).toEqual([{ shown }]);
  });

  it('shows the rounded distance between the two cities, never the exact one', async () => {
    const caller = await createMember(db);
    const [sameCity, brooklyn, newark, philadelphia] = await Promise.all(
      [CITY.newYork, CITY.brooklyn, CITY.newark, CITY.philadelphia].map((place) => createMember(db, { place })),
    );
    await saveFilters(db, caller, { preferred_distance: 100 });
    expect(await distanceTo(caller, sameCity)).toBe(1);
    const newarkMiles = await exactMiles(CITY.newYork, CITY.newark);
    expect(newarkMiles).not.toBe(Math.round(newarkMiles));
    expect(await distanceTo(caller, newark)).toBe(Math.round(newarkMiles));
    expect(await distanceTo(caller, brooklyn)).toBe(Math.round(await exactMiles(CITY.newYork, CITY.brooklyn)));
    const philadelphiaMiles = await exactMiles(CITY.newYork, CITY.philadelphia);
    expect(await distanceTo(caller, philadelphia)).toBe(Math.round(philadelphiaMiles / 10) * 10);
  });
});

describe('the distance filter', () => {
  it('shows members whose city is within the saved distance', async () => {
    const caller = await createMember(db, { place: CITY.newYork });
    const [newark, philadelphia, boston] = await Promise.all(
      [CITY.newark, CITY.philadelphia, CITY.boston].map((place) => createMember(db, { place })),
    );
    await saveFilters(db, caller, { preferred_distance: 50 });
    let ids = await feedIds(db, caller);
    expect(ids).toContain(newark.id);
    expect(ids).not.toContain(philadelphia.id);
    await saveFilters(db, caller, { preferred_distance: 100 });
    ids = await feedIds(db, caller);
    expect(ids).toContain(philadelphia.id);
    expect(ids).not.toContain(boston.id);
    await saveFilters(db, caller, { preferred_distance: Math.floor(await exactMiles(CITY.newYork, CITY.newark)) });
    expect(await feedIds(db, caller)).not.toContain(newark.id);
  });

  it('does not apply when the caller has no city: distances are unknown', async () => {
    const caller = await createMember(db, { place: null });
    const boston = await createMember(db, { place: CITY.boston });
    await saveFilters(db, caller, { preferred_distance: 1 });
    const row = (await wholeFeed(db, caller)).find((r) => r.id === boston.id);
    expect(row).toMatchObject({ distance_miles: null });
  });

  it('leaves out members without a city when the caller has one', async () => {
    const caller = await createMember(db, { place: CITY.newYork });
    const nowhere = await createMember(db, { place: null });
    await saveFilters(db, caller, { preferred_distance: 100 });
    expect(await feedIds(db, caller)).not.toContain(nowhere.id);
  });

  it('finds members far north, where a degree of longitude is short', async () => {
    // The farthest pair of cities above 60° within 95 miles yet more than 1.5° of longitude apart:
    // the bounding box must widen its longitude span with the latitude to hold it.
    const { rows } = await db.query<{ a: number; b: number; miles: number }>(
      `select a.id as a, b.id as b, private.distance_miles(a.latitude, a.longitude, b.latitude, b.longitude) as miles
         from public.places a join public.places b on a.id <> b.id
        where abs(a.latitude) > 60 and b.latitude between a.latitude - 1.5 and a.latitude + 1.5
          and abs(a.longitude - b.longitude) > 1.5
          and private.distance_miles(a.latitude, a.longitude, b.latitude, b.longitude) < 95
        order by miles desc limit 1`,
    );
    expect(rows).toHaveLength(1);
    const caller = await createMember(db, { place: rows[0].a });
    const far = await createMember(db, { place: rows[0].b });
    await saveFilters(db, caller, { preferred_distance: Math.ceil(rows[0].miles) });
    expect(await feedIds(db, caller)).toContain(far.id);
  });

  it('finds members across the antimeridian', async () => {
    // No two cities of the gazetteer are that close across 180°: two made-up ones, 14 miles apart.
    await db.query(
      `insert into public.places (id, name, label, country_code, population, latitude, longitude) values
         (990000001, 'Westend', 'Westend, Fiji', 'FJ', 20000, -17, 179.9),
         (990000002, 'Eastend', 'Eastend, Fiji', 'FJ', 20000, -17, -179.9)`,
    );
    const caller = await createMember(db, { place: 990000001 });
    const across = await createMember(db, { place: 990000002 });
    await saveFilters(db, caller, { preferred_distance: 20 });
    expect((await wholeFeed(db, caller)).find((r) => r.id === across.id)).toMatchObject({ distance_miles: 15 });
  });
});
