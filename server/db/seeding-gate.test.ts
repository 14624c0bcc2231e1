import { createTestDatabase } from '../testing/test-database';
import { afterSeed } from './seeding-gate';
import type { Database } from './types';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.query('create table public.seed_probe (n int)');
});
afterAll(() => db.close());
beforeEach(() => db.query('truncate public.seed_probe'));

function seeding() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const seeded = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { seeded, finish, fail };
}

/** Resolves to 'waiting' when `promise` is still pending after the pending I/O has run. */
const stateOf = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);

const COUNT = 'select count(*)::int as n from public.seed_probe';

it('holds each kind of statement until the seed is in, so it sees the whole of it', async () => {
  const { seeded, finish } = seeding();
  const gated = afterSeed(db, seeded);
  const held = [
    gated.query<{ n: number }>(COUNT),
    gated.transaction((tx) => tx.query<{ n: number }>(COUNT)),
    gated.asRole({ role: 'service_role' }, (tx) => tx.query<{ n: number }>(COUNT)),
  ];
  // The seed writes through the database itself, in two steps.
  await db.query('insert into public.seed_probe values (1)');
  expect(await Promise.all(held.map(stateOf))).toEqual(['waiting', 'waiting', 'waiting']);
  await db.query('insert into public.seed_probe values (2)');
  finish();
  expect((await Promise.all(held)).map((result) => result.rows)).toEqual([[{ n: 2 }], [{ n: 2 }], [{ n: 2 }]]);
});

it('answers at once when the seed is in', async () => {
  const gated = afterSeed(db, Promise.resolve());
  await gated.query('select 1');
  expect(await stateOf(gated.query('select 1'))).toBe('answered');
});

it('lets statements run after a failed seed, whose owner reports it', async () => {
  const { seeded, fail } = seeding();
  const gated = afterSeed(db, seeded);
  const held = gated.query<{ n: number }>(COUNT);
  fail(new Error('the seed failed'));
  await expect(seeded).rejects.toThrow('the seed failed');
  expect((await held).rows).toEqual([{ n: 0 }]);
});

it('listens at once, and closes only after the seed, which would otherwise be cut short', async () => {
  const { seeded, finish } = seeding();
  const close = jest.fn(() => Promise.resolve());
  const gated = afterSeed({ ...db, close }, seeded);
  const stop = await gated.listen('seed_probe', () => undefined);
  await stop();
  const closing = gated.close();
  expect(await stateOf(closing)).toBe('waiting');
  expect(close).not.toHaveBeenCalled();
  finish();
  await closing;
  expect(close).toHaveBeenCalledTimes(1);
});
