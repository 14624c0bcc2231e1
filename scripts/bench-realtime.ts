import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { generateProfiles } from '../server/db/seed';
import { apiKeys, signJwt } from '../server/jwt';
import { runFanoutBench } from './bench/realtime-fanout';
import { liftLimitsForBenchmark } from './bench/unlimited-members';
import { benchSize, SMOKE, smokeOr } from './bench/bench-size';

// `npm run bench:realtime`: how long a message takes from the sender's REST insert to the receiver's
// postgres_changes callback, with 50 signed-in subscribers (25 matched pairs, each user listening to
// inserts of messages to them, as the messages page does). BENCH_FILTER=none subscribes everyone to
// the whole table instead: row-level security then picks sender and receiver among all 50 per message.
// `-- --fanout` runs the fan-out benchmark instead (scripts/bench/realtime-fanout.ts).
const USERS = smokeOr(50, 6);
const FILTERED = process.env.BENCH_FILTER !== 'none';
const MESSAGES = benchSize('MESSAGES', 1000, 20);
const PER_SECOND = benchSize('RATE', 50, 50);
const DRAIN_MS = 10_000;
const TARGET_P95_MS = 50;

type Account = { id: string; email: string };

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-realtime-'));
  // The temporary data directory gets its own secret, as any new data directory does.
  const config = { ...(await loadConfig({ DATA_DIR: dataDir })), host: '127.0.0.1', port: 0 };
  const db = await openDatabase({ dataDir, seed: false });
  const keys = await apiKeys(config.jwtSecret);
  const app = createApp({ config, db, keys });
  const clients: SupabaseClient[] = [];
  try {
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const accounts: Account[] = await generateProfiles(db, USERS);
    await liftLimitsForBenchmark(db);
    const pairs = Array.from({ length: USERS / 2 }, (_, i) => [accounts[i], accounts[i + USERS / 2]] as const);
    for (const [a, b] of pairs) {
      await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [a.id, b.id]);
    }

    // Tokens with the claims auth issues; signing in 50 users over HTTP would trip its rate limit.
    const tokens = new Map<string, string>();
    for (const a of accounts) {
      const claims = { role: 'authenticated' as const, aud: 'authenticated', sub: a.id, email: a.email };
      tokens.set(a.id, await signJwt(claims, config.jwtSecret, 3600));
    }

    const filter = (account: Account) => (FILTERED ? { filter: `receiver_id=eq.${account.id}` } : {});
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let delivered = 0;
    let misdelivered = 0;
    let onDelivered = () => {};
    console.log(`Subscribing ${USERS} clients...`);
    await Promise.all(
      accounts.map(async (account) => {
        const client = createClient(url, keys.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
        });
        clients.push(client);
        // The channel joins with the token set before it subscribes.
        await client.realtime.setAuth(tokens.get(account.id)!);
        return new Promise<void>((resolve, reject) => {
          client
            .channel(`inbox:${account.id}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', ...filter(account) }, (change) => {
              const at = performance.now();
              const row = change.new as { sender_id: string; receiver_id: string; content: string };
              if (row.receiver_id !== account.id && (FILTERED || row.sender_id !== account.id)) misdelivered++;
              const started = sentAt.get(Number(row.content.split(' ')[1]));
              if (started !== undefined) latencies.push(at - started);
              delivered++;
              onDelivered();
            })
            .subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : reject(error ?? new Error(status))));
        });
      }),
    );

    console.log(`Inserting ${MESSAGES} messages over REST at ${PER_SECOND} per second...`);
    const restLatencies: number[] = [];
    let insertErrors = 0;
    const inserts: Promise<void>[] = [];
    const start = performance.now();
    for (let n = 0; n < MESSAGES; n++) {
      // Open loop: each insert starts on schedule, whether or not earlier ones have finished.
      const due = start + (n * 1000) / PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const [a, b] = pairs[n % pairs.length];
      const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
      sentAt.set(n, performance.now());
      inserts.push(
        fetch(`${url}/rest/v1/messages`, {
          method: 'POST',
          headers: { apikey: keys.anonKey, Authorization: `Bearer ${tokens.get(from.id)}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ sender_id: from.id, receiver_id: to.id, content: `bench ${n}` }),
        }).then(async (res) => {
          await res.text();
          if (res.status !== 201) insertErrors++;
          else restLatencies.push(performance.now() - sentAt.get(n)!);
        }),
      );
    }
    await Promise.all(inserts);
    // Without a filter the sender is told of the message too.
    const expected = (MESSAGES - insertErrors) * (FILTERED ? 1 : 2);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_MS);
      onDelivered = () => delivered >= expected && (clearTimeout(timer), resolve());
      onDelivered();
    });
    const seconds = (performance.now() - start) / 1000;

    latencies.sort((a, b) => a - b);
    restLatencies.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const listening = FILTERED ? 'each to messages for them' : 'each to the whole table';
    console.log(`\n${USERS} subscribers (${pairs.length} matched pairs, ${listening}), ${MESSAGES} messages in ${seconds.toFixed(1)} s`);
    console.log(`delivered ${delivered} of ${expected} expected; misdelivered ${misdelivered}; insert errors ${insertErrors}`);
    console.log('insert request start → postgres_changes callback:');
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(latencies, q));
    console.log(`  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  max ${ms(latencies.at(-1) ?? NaN)}`);
    console.log(`REST insert round trip: p50 ${ms(percentile(restLatencies, 0.5))}  p95 ${ms(percentile(restLatencies, 0.95))}`);
    // In smoke mode only what must hold at any size fails the run: every message once, nowhere else.
    const ok = delivered === expected && misdelivered === 0 && insertErrors === 0 && (SMOKE || p95 <= TARGET_P95_MS);
    console.log(ok ? `OK: ${SMOKE ? '(smoke) ' : `p95 within ${TARGET_P95_MS} ms, `}every message delivered once` : 'FAILED: see the figures above');
    if (!ok) process.exitCode = 1;
  } finally {
    await Promise.all(clients.map((client) => client.realtime.disconnect()));
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

(process.argv.includes('--fanout') ? runFanoutBench() : main())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  // realtime-js leaves a 10 s timer behind each disconnect; nothing is left to wait for.
  .finally(() => process.exit());
