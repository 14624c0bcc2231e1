/**
 * `npm run bench:conversations`: get_conversations for a member with 400 matches among 1,000,000
 * messages and 20,000 members, in a throwaway database: PGlite by default, a new database on the
 * PostgreSQL server that DATABASE_URL or TEST_DATABASE_URL names otherwise. Prints p50/p95 of the
 * first page and of a later one, called as the `authenticated` member (db.asRole, as the REST
 * surface calls it), then the same for the SPEC's way (every message of the member, newest first,
 * reduced in JS, then the partners' profiles) as the baseline, the ratio, and the statement's plan.
 */
import { generateProfiles } from '../server/db/seed';
import { insertConversations } from './bench/conversation-data';
import { conversationsPage, specInbox } from './bench/conversation-readers';
import { explainConversations } from './bench/explain-conversations';
import { runLoad, type LoadResult } from './bench/load';
import { openBenchDatabase, seconds } from './bench/bench-database';
import { benchSize, smokeOr } from './bench/bench-size';

const MEMBERS = benchSize('MEMBERS', 20_000, 300);
const MESSAGES = benchSize('MESSAGES', 1_000_000, 3_000);
const PARTNERS = smokeOr(400, 130);
const SILENT = smokeOr(20, 4);
const CALLS = benchSize('CALLS', 300, 5);


function print(result: LoadResult, baseline?: LoadResult): void {
  const ratio = baseline ? `  baseline / this: p50 ${(baseline.p50 / result.p50).toFixed(0)}x, p95 ${(baseline.p95 / result.p95).toFixed(0)}x` : '';
  console.log(`${result.name.padEnd(44)} ${String(result.ops).padStart(4)} calls  p50 ${result.p50.toFixed(2).padStart(8)} ms  p95 ${result.p95.toFixed(2).padStart(8)} ms${ratio}`);
}

async function main(): Promise<void> {
  const db = await openBenchDatabase();
  try {
    let started = performance.now();
    const accounts = (await generateProfiles(db, MEMBERS)).map((a) => a.id);
    console.log(`${MEMBERS} members in ${seconds(started)}`);
    started = performance.now();
    const [member, ...rest] = accounts;
    const mine = await insertConversations(db, {
      member, partners: rest.slice(0, PARTNERS), silent: SILENT, others: rest.slice(PARTNERS), total: MESSAGES,
    });
    // The visibility map lets the newest-message probes stay index-only, as autovacuum would.
    await db.query('vacuum analyze public.messages');
    await db.query('analyze public.interests');
    console.log(`${MESSAGES} messages (${mine} of the member's, with ${PARTNERS - SILENT} of ${PARTNERS} partners) in ${seconds(started)}`);

    const page = await conversationsPage(db, member, null);
    let later: string | null = null;
    for (let n = 0; n < 5; n++) later = (await conversationsPage(db, member, later)).at(-1)!.cursor;
    const options = { durationMs: 600_000, concurrency: 1, maxOps: CALLS };
    const first = await runLoad('get_conversations, first page', async () => void (await conversationsPage(db, member, null)), options);
    const next = await runLoad('get_conversations, 6th page (rows 101-120)', async () => void (await conversationsPage(db, member, later)), options);
    const spec = await specInbox(db, member);
    const baseline = await runLoad('SPEC: every message, reduced in JS', async () => void (await specInbox(db, member)),
      { ...options, maxOps: Math.max(20, CALLS / 10) });

    console.log(`\nFirst page: ${page.length} rows, top unread ${page[0].unread_count}; the SPEC's way finds ${spec} conversations (matches without messages are missing from it).`);
    for (const result of [first, next]) print(result, baseline);
    print(baseline);
    console.log(`\nexplain (analyze, buffers) of get_conversations' statement, the member's first page:\n${await explainConversations(db, member)}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
