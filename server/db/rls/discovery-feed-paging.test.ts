import { createMember, feedPage, saveFilters, wholeFeed, type FeedRow } from '../../testing/discovery-members';
import { subscribe } from '../../testing/subscriptions';
import { createTestDatabase } from '../../testing/test-database';
import { as, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Keyset paging and the compatibility order of get_discovery_feed.
let db: Database;
let caller: TestUser;
let members: TestUser[];
const INTERESTS = ['Art', 'Travel', 'Food', 'Music', 'Hiking'];
beforeAll(async () => {
  db = await createTestDatabase();
  // A religion no other test member states keeps this caller's feed to the members made here.
  caller = await createMember(db, { profile: { interests: INTERESTS.slice(0, 3), preferred_religion: 'Pastafarian' } });
  // A religion filter is one of all filters (docs/plans.md, Entitlements).
  await subscribe(db, [caller.id]);
  members = [];
  for (let i = 0; i < 45; i++) {
    members.push(
      await createMember(db, {
        profile: {
          religion: 'Pastafarian',
          interests: INTERESTS.slice(i % 4, (i % 4) + 2),
          // Many ties of score and activity, so the id must break them.
          last_active: new Date(Date.now() - (i % 3) * 3 * 86_400_000).toISOString(),
          show_online_status: i % 5 !== 0,
        },
      }),
    );
  }
});
afterAll(() => db.close());

const sortKey = (r: FeedRow) => [r.score, r.last_active ? new Date(r.last_active).getTime() : -Infinity, r.id] as const;
const isAfter = (a: FeedRow, b: FeedRow) => {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x[0] !== y[0] ? x[0] < y[0] : x[1] !== y[1] ? x[1] < y[1] : x[2] < y[2];
};

describe('keyset paging', () => {
  it('walks every member exactly once, in order, 20 a page', async () => {
    const pages: FeedRow[][] = [];
    for (let after: string | null = null; pages.length === 0 || pages[pages.length - 1].length === 20; ) {
      pages.push(await feedPage(db, caller, after));
      after = pages[pages.length - 1].at(-1)?.cursor ?? null;
    }
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const rows = pages.flat();
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(members.map((m) => m.id)));
    for (let i = 1; i < rows.length; i++) expect(isAfter(rows[i], rows[i - 1])).toBe(true);
    expect(rows.map((r) => r.id)).toEqual((await feedPage(db, caller, null, 50)).map((r) => r.id));
  });

  it('keeps its place when members join or are liked between pages', async () => {
    const first = await feedPage(db, caller);
    const liked = first[5];
    await as(db, caller)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [caller.id, liked.id]);
    const newcomer = await createMember(db, { profile: { religion: 'Pastafarian', interests: INTERESTS } });
    const rest = await pagesAfter(first.at(-1)!.cursor);
    const seen = [...first, ...rest].map((r) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    const expected = members.map((m) => m.id).filter((id) => id !== liked.id);
    expect(seen.filter((id) => id !== liked.id).sort()).toEqual(expected.sort());
    // The newcomer ranks first (every shared interest): a later page never brings them in out of order.
    expect(seen).not.toContain(newcomer.id);
    await db.query('delete from public.interests where sender_id = $1', [caller.id]);
    await db.query('delete from public.profiles where id = $1', [newcomer.id]);
  });

  it('serves at most 50 a page and at least 1', async () => {
    expect(await feedPage(db, caller, null, 500)).toHaveLength(45);
    expect(await feedPage(db, caller, null, 0)).toHaveLength(1);
    const defaultSize = await as(db, caller)('select * from public.get_discovery_feed()');
    expect(defaultSize.rows).toHaveLength(20);
  });

  it('refuses a cursor it did not make', async () => {
    const [row] = await feedPage(db, caller);
    for (const bad of ['garbage', `${row.cursor}x`, Buffer.from('v1|1|2|3|4').toString('base64url')]) {
      await expect(feedPage(db, caller, bad)).rejects.toMatchObject({ code: '22023', message: 'Invalid discovery cursor' });
    }
  });
});

async function pagesAfter(cursor: string): Promise<FeedRow[]> {
  const rows: FeedRow[] = [];
  for (let after = cursor; ; ) {
    const page = await feedPage(db, caller, after);
    rows.push(...page);
    if (page.length < 20) return rows;
    after = page[19].cursor;
  }
}

describe('the compatibility score', () => {
  it('adds shared interests, shared goals, fit and recent activity, and orders by it', async () => {
    const me = await createMember(db, {
      profile: {
        interests: ['Yoga', 'Wine', 'Coffee'], relationship_goals: ['Marriage', 'Friendship'],
        wants_children: 'yes', drinking: 'rarely', smoking: 'never', preferred_religion: 'Jedi',
      },
    });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const best = await createMember(db, {
      profile: {
        religion: 'Jedi', interests: ['Wine', 'Yoga', 'Music'], relationship_goals: ['Marriage'], wants_children: 'maybe',
        drinking: 'rarely', smoking: 'occasionally', last_active: twoDaysAgo,
      },
    });
    const hidden = await createMember(db, {
      profile: { religion: 'Jedi', interests: ['Coffee'], show_online_status: false, wants_children: 'no' },
    });
    await subscribe(db, [me.id]);
    await saveFilters(db, me, { preferred_religion: 'Jedi' });
    const rows = await wholeFeed(db, me);
    // 2 shared interests (20) + 1 shared goal (15) + children plans fit (10) + same drinking (5) + active this week (10).
    expect(rows[0]).toMatchObject({ id: best.id, score: 60, shared_interests: ['Wine', 'Yoga'] });
    // 1 shared interest (10); activity not shown, so not counted.
    expect(rows[1]).toMatchObject({ id: hidden.id, score: 10, shared_interests: ['Coffee'], last_active: null });
  });
});
