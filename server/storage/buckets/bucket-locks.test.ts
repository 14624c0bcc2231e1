import type { Database } from '../../db';
import { createTestDatabase } from '../../testing/test-database';
import { until } from '../../testing/until';
import { BucketLocks } from './bucket-locks';

/** A step that records when it runs, and finishes when told. */
function step(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (log.push(`${name} starts`), await done, log.push(`${name} ends`), name), finish };
}

/** Once the first step runs, a moment for any other that could run to start too. */
const settle = async (log: string[]) => {
  await until(() => log.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('BucketLocks', () => {
  it('runs one step at a time per bucket, another bucket meanwhile, and passes a failure on', async () => {
    const locks = new BucketLocks();
    const log: string[] = [];
    const [first, second, other] = [step(log, 'first'), step(log, 'second'), step(log, 'other')];
    const running = [locks.run('photos', first.run), locks.run('photos', second.run), locks.run('avatars', other.run)];
    await settle(log);
    expect(log).toEqual(['first starts', 'other starts']);
    first.finish();
    second.finish();
    other.finish();
    expect(await Promise.all(running)).toEqual(['first', 'second', 'other']);
    await expect(locks.run('photos', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});

// Several server processes share the storage directory only on PostgreSQL (docs/deployment.md).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('BucketLocks on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("makes another process's locks wait too (each lock its own connection, as each process has)", async () => {
    const [one, two] = [new BucketLocks(db), new BucketLocks(db)];
    const log: string[] = [];
    const [first, second] = [step(log, 'first'), step(log, 'second')];
    const running = [one.run('photos', first.run), two.run('photos', second.run)];
    await settle(log);
    expect(log).toEqual(['first starts']);
    first.finish();
    second.finish();
    expect(await Promise.all(running)).toEqual(['first', 'second']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    await expect(one.run('photos', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
