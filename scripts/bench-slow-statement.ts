/**
 * `npm run bench:slow-statement`: what one 2-second statement does to everyone else. One caller
 * runs a statement that computes for about 2 s (PGlite's pg_sleep yields to other statements, so a
 * sleep would not show what real work does); meanwhile ten members each make a small request (their own profile),
 * one every 100 ms. Prints how long each of them waited. On PGlite (one connection, statements one
 * after another) they wait for the slow one; on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL) they
 * run beside it, and an anonymous 4-second one is cancelled at the anon role's 3 s limit.
 */
import { performance } from 'node:perf_hooks';
import { createUsers } from '../server/testing/test-users';
import { openBenchDatabase } from './bench/bench-database';
import { smokeOr } from './bench/bench-size';

const SLOW_SECONDS = smokeOr(2, 0.2);
const OTHERS = smokeOr(10, 3);
const SPACING_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = (rows: number) => `select count(*) from generate_series(1, ${rows}) g where md5(g::text) like 'ff%'`;

/** Rows of `busy` that take about `seconds` on this machine. */
async function calibrate(db: Awaited<ReturnType<typeof openBenchDatabase>>, seconds: number): Promise<number> {
  const sample = 200_000;
  const started = performance.now();
  await db.query(busy(sample));
  return Math.round((sample * seconds * 1000) / (performance.now() - started));
}

async function main(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    const members = await createUsers(db, OTHERS);
    const rows = await calibrate(db, SLOW_SECONDS);
    const started = performance.now();
    const slow = db.asRole({ role: 'service_role' }, (tx) => tx.query(busy(rows))).then(() => performance.now() - started);
    // Measured from when each request was due: PGlite computes on this very thread, so while the
    // slow statement runs not even a timer fires (an HTTP server would not accept a connection).
    const waits = members.map(async (member, i) => {
      await sleep(i * SPACING_MS);
      await db.asRole(member.claims, (tx) => tx.query('select id from public.profiles where id = $1', [member.id]));
      return performance.now() - (started + i * SPACING_MS);
    });
    const answered = await Promise.all(waits);
    console.log(`slow statement: ${((await slow) / 1000).toFixed(2)} s`);
    console.log(`${OTHERS} small requests sent during it, one every ${SPACING_MS} ms; each was answered after (ms):`);
    console.log(`  ${answered.map((ms) => ms.toFixed(0)).join(', ')}`);
    console.log(`  worst ${Math.max(...answered).toFixed(0)} ms, median ${[...answered].sort((a, b) => a - b)[OTHERS >> 1].toFixed(0)} ms`);

    const sent = performance.now();
    const outcome = await db
      .asRole({ role: 'anon' }, (tx) => tx.query(busy(rows * 2)))
      .then(() => 'finished', (error: { code?: string }) => `refused (${error.code ?? 'no code'})`);
    console.log(`an anonymous ${SLOW_SECONDS * 2} s statement: ${outcome} after ${((performance.now() - sent) / 1000).toFixed(2)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
