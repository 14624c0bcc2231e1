import { cloneMembers } from '../seed/clone-members';
import { CITY, createMember, feedPage, saveFilters, wholeFeed, type FeedRow } from '../../testing/discovery-members';
import { subscribe } from '../../testing/subscriptions';
import { createTestDatabase } from '../../testing/test-database';
import type { TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Where more than a window of members crowd the caller's city, the feed ranks the most recently
// active first (docs/performance.md, Discovery feed: windows of recent activity); narrow filters rank
// everyone at once. The first window holds 2,000 members, so the crowd here is a little larger.
const CROWD = 2_060;
const STRICT = 30;
let db: Database;
let crowd: string[];
let strict: Set<string>;

/** The window size a row's cursor carries (discovery_cursor: v2|anchor|end|size|score|active|id). */
const windowSize = (row: FeedRow) => Number(Buffer.from(row.cursor, 'base64url').toString('utf8').split('|')[3]);
const sortKey = (r: FeedRow) => [r.score, r.last_active ? Date.parse(r.last_active) : -Infinity, r.id] as const;
const ranksBefore = (a: FeedRow, b: FeedRow) => {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
};

/**
 * A crowd in New York City, a minute of activity apart, every 69th stating a religion: copies of one
 * member made in set-based SQL (clone-members.ts), then moved to the city with triggers off, as
 * set_location_from_place would have placed them. Row by row through the sign-up triggers this took
 * 15 s.
 */
async function createCrowd(): Promise<void> {
  const template = await createMember(db);
  crowd = [template.id, ...(await cloneMembers(db, [template.id], CROWD - 1))];
  strict = new Set(crowd.filter((_, i) => i % 69 === 5).slice(0, STRICT));
  await db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `update public.profiles p set place_id = pl.id, location = pl.label, geo_cell = private.geo_cell(pl.latitude, pl.longitude),
              last_active = now() - make_interval(mins => c.n::integer),
              religion = case when c.id = any ($3::uuid[]) then 'Pastafarian' end
         from unnest($1::uuid[]) with ordinality as c(id, n), public.places pl
        where p.id = c.id and pl.id = $2`,
      [crowd, CITY.newYork, [...strict]],
    );
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await createCrowd();
});
afterAll(() => db.close());

describe('a crowded city', () => {
  let caller: TestUser;
  beforeAll(async () => {
    caller = await createMember(db, { gender: 'male' });
  });

  it('shows the most recently active first, a window at a time, and every member once', async () => {
    const first = await feedPage(db, caller, null, 50);
    expect(first.map(windowSize)).toEqual(Array(50).fill(2000));
    const recent = new Set(crowd.slice(0, 2000));
    expect(first.every((r) => recent.has(r.id))).toBe(true);

    const all = await wholeFeed(db, caller);
    expect(all.map((r) => r.id).sort()).toEqual([...crowd].sort());
    // The members left after the first window come in the next one, after everyone in the first.
    const later = all.slice(2000);
    expect(later.every((r) => !recent.has(r.id) && windowSize(r) === 4000)).toBe(true);
  });
});

describe('narrow filters in a crowded city', () => {
  let caller: TestUser;
  beforeAll(async () => {
    caller = await createMember(db, { gender: 'male' });
    // A religion filter is one of all filters (docs/plans.md, Entitlements).
    await subscribe(db, [caller.id]);
    await saveFilters(db, caller, { preferred_religion: 'Pastafarian' });
  });

  it('ranks every candidate at once, page after page, in the order of the score', async () => {
    const pages: FeedRow[][] = [];
    for (let after: string | null = null; pages.length === 0 || pages.at(-1)!.length === 20; ) {
      pages.push(await feedPage(db, caller, after));
      after = pages.at(-1)!.at(-1)?.cursor ?? null;
    }
    const rows = pages.flat();
    expect(new Set(rows.map((r) => r.id))).toEqual(strict);
    expect(rows.every((r) => windowSize(r) === 0)).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(ranksBefore(rows[i - 1], rows[i])).toBe(true);
  });

  it('ranks in windows again once her filters are the usual ones', async () => {
    await saveFilters(db, caller, { preferred_religion: null });
    const first = await feedPage(db, caller);
    expect(first.map(windowSize)).toEqual(Array(20).fill(2000));
  });
});
