import { createTestDatabase } from '../testing/test-database';
import type { Database } from './types';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('condition never held');
    await sleep(20);
  }
}

describe('db.listen', () => {
  it('hears a NOTIFY once its transaction commits, never a rolled-back one, and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await db.listen('listen_test', (payload) => heard.push(payload));

    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('listen_test', 'committed')`);
      await sleep(50);
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1);

    await expect(
      db.transaction(async (tx) => {
        await tx.query(`select pg_notify('listen_test', 'rolled back')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.query(`select pg_notify('listen_test', 'after')`);
    await until(() => heard.length === 2);
    expect(heard).toEqual(['committed', 'after']);

    await stop();
    await db.query(`select pg_notify('listen_test', 'unheard')`);
    await sleep(100);
    expect(heard).toEqual(['committed', 'after']);
  });
});
