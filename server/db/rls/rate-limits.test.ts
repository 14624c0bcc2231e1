import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Per-member rates on the reads that do work on every call (limits in docs/security.md).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function callsUntilRefused(who: TestUser, sql: string, params: unknown[], tries: number): Promise<{ served: number; error: unknown }> {
  for (let served = 0; served < tries; served++) {
    try {
      await as(db, who)(sql, params);
    } catch (error) {
      return { served, error };
    }
  }
  return { served: tries, error: undefined };
}

const TOO_MANY = { code: 'PT429', message: 'Too many requests: please wait a minute and try again' };

describe.each([
  ['search_places', 'select * from public.search_places($1, 8)', ['Ber'], 60],
  ['get_discovery_feed', 'select * from public.get_discovery_feed(null, 20)', [], 60],
])('%s', (name, sql, params, limit) => {
  it(`serves ${limit} calls a minute to a member, then answers 429 until the window ends`, async () => {
    const [member, other] = await createUsers(db, 2);
    const { served, error } = await callsUntilRefused(member, sql, params, limit + 5);
    expect(served).toBe(limit);
    expect(error).toMatchObject(TOO_MANY);
    // Another member is not held back by her.
    await expect(as(db, other)(sql, params)).resolves.toBeDefined();
    await db.query(`update private.rate_limit_windows set window_start = now() - interval '61 seconds' where bucket = $1 and subject = $2`, [
      name,
      member.id,
    ]);
    await expect(as(db, member)(sql, params)).resolves.toBeDefined();
  });
});
