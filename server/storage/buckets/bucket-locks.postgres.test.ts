import type { Database } from '../../db';
import { settle, step } from '../../testing/lock-steps';
import { createTestDatabase } from '../../testing/test-database';
import { BucketLocks } from './bucket-locks';

// Several server processes share the storage directory only on PostgreSQL (docs/deployment.md); this
// file runs in the PostgreSQL suite only (docs/testing.md, engine-only files).
describe('BucketLocks on PostgreSQL', () => {
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
