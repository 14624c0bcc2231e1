import type { Database } from '../db';
import { createMetrics } from './metrics';
import { observeDatabase } from './observe-database';

// Statement timeouts reach /metrics once each, whether the statement ran alone or inside a request's transaction.

const timeout = () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

const failing = {
  query: () => Promise.reject(timeout()),
  transaction: (fn) => fn({ query: () => Promise.reject(timeout()) }),
  asRole: (_claims, fn) => fn({ query: () => Promise.reject(timeout()) }),
  listen: () => Promise.resolve(async () => undefined),
  close: () => Promise.resolve(),
} as Database;

async function timeouts(metrics: ReturnType<typeof createMetrics>): Promise<number> {
  return (await metrics.statementTimeouts.get()).values[0]?.value ?? 0;
}

test('counts each statement timeout once, and nothing else', async () => {
  const metrics = createMetrics();
  const { db, inFlight } = observeDatabase(failing, metrics);
  await expect(db.query('select pg_sleep(10)')).rejects.toThrow('statement timeout');
  await expect(db.asRole({ role: 'anon' }, (tx) => tx.query('select 1'))).rejects.toThrow('statement timeout');
  await expect(db.transaction(async (tx) => tx.query('select 1').catch(() => 'handled'))).resolves.toBe('handled');
  expect(await timeouts(metrics)).toBe(3);
  const cancelled = { ...failing, query: () => Promise.reject(Object.assign(new Error('canceling statement due to user request'), { code: '57014' })) } as Database;
  await expect(observeDatabase(cancelled, metrics).db.query('select 1')).rejects.toThrow('user request');
  expect(await timeouts(metrics)).toBe(3);
  expect(inFlight()).toBe(0);
});
