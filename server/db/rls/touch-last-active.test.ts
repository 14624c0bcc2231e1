import { LAST_ACTIVE_TOUCH_INTERVAL_MS } from '../../../src/entities/profile/config/last-active';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// touch_last_active(): the member's own last_active, now(), written at most once a minute by the
// database itself (supabase/schemas/profiles/touch_last_active.sql).
let db: Database;
let ann: TestUser, ben: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [ann, ben] = await createUsers(db, 2);
});
afterAll(() => db.close());

interface Activity {
  last_active: Date;
  updated_at: Date;
  /** The row version: unchanged means nothing was written. */
  version: string;
}

const touch = (who: TestUser) => as(db, who)<{ touched: boolean }>('select public.touch_last_active() as touched').then((r) => r.rows[0].touched);
const activity = async (who: TestUser) =>
  (await db.query<Activity>('select last_active, updated_at, xmin::text as version from public.profiles where id = $1', [who.id])).rows[0];
/** Time passing: last_active `seconds` ago and an old updated_at, written with the triggers off. */
const setActiveAgo = (who: TestUser, seconds: number) =>
  db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`update public.profiles set last_active = now() - make_interval(secs => $2), updated_at = '2026-01-01' where id = $1`, [
      who.id,
      seconds,
    ]);
  });
const nearNow = (time: Date) => Math.abs(time.getTime() - Date.now()) < 10_000;

it('sets the caller’s last_active to now, without counting as a profile update', async () => {
  await setActiveAgo(ann, 20 * 60);
  expect(await touch(ann)).toBe(true);
  const after = await activity(ann);
  expect(nearNow(after.last_active)).toBe(true);
  expect(after.updated_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
});

it('writes nothing when called again within the minute, however often', async () => {
  await setActiveAgo(ann, 20 * 60);
  expect(await touch(ann)).toBe(true);
  const first = await activity(ann);
  for (let i = 0; i < 5; i++) expect(await touch(ann)).toBe(false);
  expect(await activity(ann)).toEqual(first);
});

it.each([
  ['just under a minute ago', 50, false],
  ['just over a minute ago', 70, true],
  ['one app interval ago (the SPA never touches more often)', LAST_ACTIVE_TOUCH_INTERVAL_MS / 1000, true],
  ['ahead of the clock', -3600, true],
])('writes when the last touch was %s: %s', async (_when, secondsAgo, written) => {
  await setActiveAgo(ann, secondsAgo);
  const before = await activity(ann);
  expect(await touch(ann)).toBe(written);
  const after = await activity(ann);
  if (written) expect(nearNow(after.last_active)).toBe(true);
  else expect(after).toEqual(before);
});

it('touches only the caller: another member’s time stays', async () => {
  await setActiveAgo(ben, 20 * 60);
  const bens = await activity(ben);
  await setActiveAgo(ann, 20 * 60);
  expect(await touch(ann)).toBe(true);
  expect(await activity(ben)).toEqual(bens);
});

it('is for signed-in members only', async () => {
  await expect(as(db, ANON)('select public.touch_last_active()')).rejects.toMatchObject({ code: '42501' });
});

it('wakes no other client: profiles is not published to realtime', async () => {
  // Every touch would be a profile UPDATE event otherwise; members read each other through
  // public_profiles, fetched when shown.
  const { rows } = await db.query(`select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'profiles'`);
  expect(rows).toEqual([]);
});
