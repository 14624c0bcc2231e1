import { birthDateForAge } from '../db/seed/birth-date';
import type { Database } from '../db/types';
import { uploadedPhotoUrls } from './test-photos';
import { as, createUsers, type TestUser } from './test-users';

/** Gazetteer cities the discovery tests place members in (GeoNames ids of public.places). */
export const CITY = {
  newYork: 5128581,
  brooklyn: 5110302,
  newark: 5101798,
  philadelphia: 4560349,
  boston: 4930956,
} as const;

export interface MemberSpec {
  gender?: string | null;
  age?: number | null;
  /** A GeoNames id; New York City unless said otherwise, null for no city. */
  place?: number | null;
  /** A primary photo, as every complete profile has (default true). */
  photo?: boolean;
  /** Any other profiles columns (attributes, saved filters, settings). */
  profile?: Record<string, unknown>;
}

/**
 * One signed-up member with a complete profile by default: a woman of 30 in New York City with a
 * photo, who admits anyone (default preferences). Columns are written as the owner, like the seed.
 */
export async function createMember(db: Database, spec: MemberSpec = {}): Promise<TestUser> {
  const age = spec.age === undefined ? 30 : spec.age;
  const [member] = await createUsers(db, 1, {
    gender: spec.gender === undefined ? 'female' : (spec.gender ?? ''),
    birth_date: age === null ? '' : birthDateForAge(age),
  });
  const columns = { place_id: spec.place === undefined ? CITY.newYork : spec.place, ...spec.profile };
  const names = Object.keys(columns);
  await db.query(
    `update public.profiles set ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} where id = $${names.length + 1}`,
    [...Object.values(columns), member.id],
  );
  if (spec.photo ?? true) {
    const [url] = await uploadedPhotoUrls(db, member.id);
    await db.query('insert into public.photos (user_id, url) values ($1, $2)', [member.id, url]);
  }
  return member;
}

export interface FeedRow {
  id: string;
  score: number;
  last_active: string | null;
  distance_miles: number | null;
  shared_interests: string[];
  cursor: string;
  [column: string]: unknown;
}

/** One page of the caller's feed. */
export async function feedPage(db: Database, caller: TestUser, after: string | null = null, size = 20): Promise<FeedRow[]> {
  const { rows } = await as(db, caller)<FeedRow>('select * from public.get_discovery_feed($1, $2)', [after, size]);
  return rows;
}

/** Every row of the caller's feed, page after page. */
export async function wholeFeed(db: Database, caller: TestUser, size = 50): Promise<FeedRow[]> {
  const all: FeedRow[] = [];
  for (let after: string | null = null; ; ) {
    const page = await feedPage(db, caller, after, size);
    all.push(...page);
    if (page.length < size) return all;
    after = page[page.length - 1].cursor;
  }
}

/** The ids the caller's feed shows. */
export const feedIds = async (db: Database, caller: TestUser) => (await wholeFeed(db, caller)).map((r) => r.id);

/** Saves the caller's filters with one update of their own row, as the Dating Preferences modal does. */
export const saveFilters = (db: Database, caller: TestUser, filters: Record<string, unknown>) => {
  const names = Object.keys(filters);
  return as(db, caller)(
    `update public.profiles set ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} where id = $${names.length + 1}`,
    [...Object.values(filters), caller.id],
  );
};
