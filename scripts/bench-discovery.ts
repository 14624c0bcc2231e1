/**
 * `npm run bench:discovery`: get_discovery_feed on 100,000 members and 10,000 interests, in a
 * throwaway database: PGlite by default, a new database on the PostgreSQL server that DATABASE_URL
 * or TEST_DATABASE_URL names otherwise. Prints p50/p95 of first and later pages with every filter
 * on, called as an `authenticated` member (db.asRole, as the REST surface calls it), the likes
 * badge's count, the same feed with 1% of members boosted beside it (p95 within 10% is the aim,
 * docs/performance.md), the same feed without its indexes (the baseline), the New York caller's
 * candidate count (the members her feed would show, page after page) and the feed query's plan.
 * BENCH_PROFILES=1000000 BENCH_INTERESTS=100000 is the size an operator checks before growing.
 */
import { generateProfiles } from '../server/db/seed';
import type { Database } from '../server/db/types';
import { subscribe } from '../server/testing/subscriptions';
import { allFilters, insertInterests, prepareCallers, usualFilters } from './bench/discovery-callers';
import { cloneMembers } from '../server/db/seed/clone-members';
import { countCandidates, explainFeed } from './bench/explain-feed';
import { runLoad, type LoadResult } from './bench/load';
import { openBenchDatabase, seconds } from './bench/bench-database';
import { benchSize, smokeOr } from './bench/bench-size';

const PROFILES = benchSize('PROFILES', 100_000, 300);
const INTERESTS = benchSize('INTERESTS', 10_000, 50);
const CALLS = benchSize('CALLS', 300, 5);
const CALLERS = smokeOr(20, 3);
// Members drawn one by one in JavaScript; above 100,000 the rest are copies of them made in SQL
// (server/db/seed/clone-members.ts), which a million members need and 100,000 do not (PGlite drew them faster).
const DRAWN = PROFILES <= smokeOr(100_000, 100) ? PROFILES : smokeOr(20_000, 100);
const BASELINE_MAX = 200_000;
// Members boosted at once in the boosted runs: 1% (docs/plans.md, Boosts).
const BOOSTED_SHARE = 0.01;
// The indexes the feed relies on (as the migrations make them); the baseline runs without them.
const FEED_INDEXES = {
  places_latitude_longitude_idx: 'create index places_latitude_longitude_idx on public.places (latitude, longitude)',
  profiles_feed_idx: `create index profiles_feed_idx on public.profiles
    (place_id, gender, birth_date, smoking, drinking, has_children, wants_children, education, body_type, hair_type)
    include (id, preferred_genders, preferred_age_min, preferred_age_max, interests, relationship_goals, income, height_cm,
             religion, show_online_status, last_active)
    where visibility = 'everyone' and cardinality(photos) > 0`,
  profiles_gender_birth_date_idx: 'create index profiles_gender_birth_date_idx on public.profiles (gender, birth_date)',
  profiles_recent_idx: `create index profiles_recent_idx on public.profiles (geo_cell, last_active desc)
    include (id, place_id, gender, birth_date, smoking, drinking, has_children, wants_children, education, body_type,
             hair_type, preferred_genders, preferred_age_min, preferred_age_max, interests, relationship_goals, income,
             height_cm, religion, show_online_status)
    where visibility = 'everyone' and cardinality(photos) > 0`,
};


const asMember = (id: string) => ({ role: 'authenticated' as const, sub: id });

/** Each caller's cursors: after pages 1-3 while they are full, else after the last row shown. */
async function cursors(db: Database, callers: string[]): Promise<[string, string][]> {
  const later: [string, string][] = [];
  for (const caller of callers) {
    let after: string | null = null;
    for (let page = 1; page <= 3; page++) {
      const { rows } = await feed(db, caller, after);
      if (rows.length === 0) break;
      after = rows[rows.length - 1].cursor;
      later.push([caller, after]);
      if (rows.length < 20) break;
    }
  }
  return later;
}

// The feed admits 60 pages a minute per member; the benchmark asks far faster, so it empties the
// windows every 25 calls: one cheap statement, a rounding error in the figures.
let callsSinceReset = 0;
async function feed(db: Database, caller: string, after: string | null) {
  if (++callsSinceReset >= 25) {
    callsSinceReset = 0;
    await db.query('delete from private.rate_limit_windows');
  }
  return db.asRole(asMember(caller), (tx) => tx.query<{ cursor: string }>('select * from public.get_discovery_feed($1, 20)', [after]));
}

async function measure(db: Database, callers: string[], label: string, calls: number) {
  const later = await cursors(db, callers);
  const options = { durationMs: 600_000, concurrency: 1, maxOps: calls };
  const first = await runLoad(`${label}, first page`, async (_, n) => void (await feed(db, callers[n % callers.length], null)), options);
  // When every caller's feed fits on one page there is no later page to ask for.
  const next = later.length === 0 ? undefined : await runLoad(`${label}, with a cursor`, async (_, n) => {
    const [caller, after] = later[n % later.length];
    await feed(db, caller, after);
  }, options);
  return { first, next, cursors: later.length };
}

/** Boosts 1% of the members (never the callers) for the run: rows as start_boost writes them, lasting the run. */
async function boostOnePercent(db: Database, accounts: string[], callers: string[]): Promise<number> {
  const boosted = accounts.filter((_, i) => i % Math.round(1 / BOOSTED_SHARE) === 1 && !callers.includes(accounts[i]));
  await db.query(
    `insert into public.boosts (user_id, started_at, ends_at)
     select unnest($1::uuid[]), now() - interval '1 minute', now() + interval '1 day'`,
    [boosted],
  );
  await db.query('analyze public.boosts');
  return boosted.length;
}

/** The p95 with boosts beside today's, and how far apart. */
function compare(today: LoadResult, boosted: LoadResult): void {
  const change = ((boosted.p95 / today.p95 - 1) * 100).toFixed(1);
  console.log(`${today.name.padEnd(40)} p95 ${today.p95.toFixed(2).padStart(7)} ms; with 1% boosted ${boosted.p95.toFixed(2).padStart(7)} ms (${change}%)`);
}

/** One line of results; with the indexed run, the baseline ratio (p50 without / with the indexes). */
function print(result: LoadResult | undefined, indexed?: LoadResult): void {
  if (!result) return;
  const ratio = indexed ? `  ${(result.p50 / indexed.p50).toFixed(1)}x the indexed p50` : '';
  console.log(`${result.name.padEnd(40)} ${String(result.ops).padStart(5)} calls  p50 ${result.p50.toFixed(2).padStart(7)} ms  p95 ${result.p95.toFixed(2).padStart(7)} ms${ratio}`);
}

/** Both filter sets without the feed's indexes, 1 call in 5 (at least 30); the indexes made again after. */
async function baseline(db: Database, callers: string[]) {
  for (const name of Object.keys(FEED_INDEXES)) await db.query(`drop index public.${name}`);
  await db.query('analyze');
  const usual = await measure(db, callers, 'usual filters, no feed indexes', Math.max(30, CALLS / 5));
  await prepareCallers(db, callers, allFilters);
  const all = await measure(db, callers, 'every filter, no feed indexes', Math.max(30, CALLS / 5));
  for (const sql of Object.values(FEED_INDEXES)) await db.query(sql);
  await db.query('vacuum analyze public.profiles');
  return { usual, all };
}

async function main(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    let started = performance.now();
    const drawn = (await generateProfiles(db, DRAWN)).map((a) => a.id);
    const accounts = [...drawn, ...await cloneMembers(db, drawn, PROFILES - DRAWN)];
    await db.query('vacuum analyze public.profiles');
    console.log(`${PROFILES} profiles in ${seconds(started)} (${DRAWN} drawn, ${PROFILES - DRAWN} copied in SQL)`);
    const callers = accounts.slice(0, CALLERS);
    await prepareCallers(db, callers, allFilters);
    // A plan with every filter: without one the feed applies only genders, ages, goals and distance.
    await subscribe(db, callers);
    started = performance.now();
    await insertInterests(db, callers, accounts, INTERESTS);
    await db.query('analyze');
    console.log(`${INTERESTS} interests in ${seconds(started)}`);
    const shown = async () => (await feed(db, callers[0], null)).rows.length;

    const all = await measure(db, callers, 'every filter', CALLS);
    console.log(`\nEvery filter on: ${CALLERS} callers in 10 big metros; the New York caller sees ${await shown()} members on the first page, ${await countCandidates(db, callers[0])} candidates in all.`);
    // Narrow filters: the feed ranks every candidate at once, without windows.
    const plan = await explainFeed(db, callers[0], false);
    const badge = await runLoad('likes badge (pending count)', async (_, n) => {
      await db.asRole(asMember(callers[n % CALLERS]), (tx) =>
        tx.query(`select count(*) from public.interests where receiver_id = $1 and status = 'pending'`, [callers[n % CALLERS]]));
    }, { durationMs: 600_000, concurrency: 1, maxOps: CALLS });

    await prepareCallers(db, callers, usualFilters);
    const usual = await measure(db, callers, 'usual filters', CALLS);
    const usualPlan = await explainFeed(db, callers[0], true);
    console.log(`Usual filters (genders, ages, 50 miles): the New York caller sees ${await shown()} on the first page, ${await countCandidates(db, callers[0])} candidates in all; ${usual.cursors} later pages (up to 4th).`);

    const boostedCount = await boostOnePercent(db, accounts, callers);
    const usualBoosted = await measure(db, callers, 'usual filters, 1% boosted', CALLS);
    await prepareCallers(db, callers, allFilters);
    const allBoosted = await measure(db, callers, 'every filter, 1% boosted', CALLS);
    await db.query('delete from public.boosts');
    await prepareCallers(db, callers, usualFilters);
    console.log(`${boostedCount} members boosted (1%) for the boosted runs.`);

    // Without its indexes a feed call at a million members runs into the 8 s statement timeout.
    const bare = PROFILES <= BASELINE_MAX ? await baseline(db, callers) : undefined;
    if (!bare) console.log(`The baseline without the feed's indexes is left out above ${BASELINE_MAX} members.`);

    console.log('');
    for (const result of [all.first, all.next, usual.first, usual.next, badge]) print(result);
    console.log('');
    for (const [today, boosted] of [
      [all.first, allBoosted.first],
      [all.next, allBoosted.next],
      [usual.first, usualBoosted.first],
      [usual.next, usualBoosted.next],
    ] as const) if (today && boosted) compare(today, boosted);
    console.log('');
    print(bare?.all.first, all.first);
    print(bare?.all.next, all.next);
    print(bare?.usual.first, usual.first);
    print(bare?.usual.next, usual.next);
    console.log(`\nexplain (analyze, buffers) of the feed query, every filter on, the New York caller's first page:\n${plan}`);
    console.log(`\nThe same with the usual filters (the most candidates):\n${usualPlan}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
