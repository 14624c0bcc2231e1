/**
 * `npm run bench:chat-faults`: two members exchange 1,000 messages through the embedded server while
 * 10% of their send requests are lost (never arriving, or arriving with the answer lost) and each
 * member's socket is cut every 100 messages. Each side behaves as the app does (an id per message,
 * retried with the same id; a realtime subscription filtered to itself; a catch-up whenever the
 * channel rejoins). Prints lost, duplicated and out-of-order counts (goal: 0, 0, 0) and the p95 from
 * the first send attempt to the receiver having the message.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { generateProfiles } from '../server/db/seed';
import { seededRandom } from '../server/db/seed/random';
import { apiKeys, signJwt } from '../server/jwt';
import { ChatPeer } from './bench/chat-peer';
import { faultyFetch, type FaultCounts } from './bench/faulty-fetch';
import { liftLimitsForBenchmark } from './bench/unlimited-members';
import { benchSize, smokeOr } from './bench/bench-size';

const MESSAGES = benchSize('MESSAGES', 1000, 30);
const DROP_RATE = 0.1;
const CUT_EVERY = smokeOr(100, 10);
const DRAIN_MS = 20_000;

/** Sockets by member, so that the bench can cut them as a network would (no close frame). */
const sockets = new Map<string, WebSocket>();
const trackedSocket = (member: string) =>
  class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      sockets.set(member, this);
    }
  };

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-chat-'));
  const config = { ...(await loadConfig({ DATA_DIR: dataDir })), host: '127.0.0.1', port: 0 };
  const db = await openDatabase({ dataDir, seed: false });
  const keys = await apiKeys(config.jwtSecret);
  const app = createApp({ config, db, keys });
  const faults: FaultCounts = { lostRequests: 0, lostAnswers: 0 };
  const random = seededRandom(2026).next;
  const peers: ChatPeer[] = [];
  try {
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [a, b] = await generateProfiles(db, 2);
    await liftLimitsForBenchmark(db);
    await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [a.id, b.id]);
    for (const account of [a, b]) {
      const token = await signJwt({ role: 'authenticated', aud: 'authenticated', sub: account.id, email: account.email }, config.jwtSecret, 3600);
      const client = createClient(url, keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` }, fetch: faultyFetch(DROP_RATE, random, faults, (u) => u.includes('/rpc/send_message')) },
        realtime: { transport: trackedSocket(account.id) as never },
      });
      await client.realtime.setAuth(token);
      const peer = new ChatPeer(account.id, client);
      await peer.subscribe();
      peers.push(peer);
    }
    const [pa, pb] = peers;

    console.log(`Exchanging ${MESSAGES} messages; ${DROP_RATE * 100}% of sends lost, each socket cut every ${CUT_EVERY} messages...`);
    const sent: { id: string; from: ChatPeer; to: ChatPeer; seq: number; startedAt: number }[] = [];
    let count = 0;
    const talk = async (from: ChatPeer, to: ChatPeer) => {
      for (let seq = 0; seq < MESSAGES / 2; seq++) {
        const { id, startedAt } = await from.send(to.id, `${seq}`);
        sent.push({ id, from, to, seq, startedAt });
        if (++count % CUT_EVERY === 0) for (const peer of peers) sockets.get(peer.id)?.terminate();
      }
    };
    const started = performance.now();
    await Promise.all([talk(pa, pb), talk(pb, pa)]);
    const seconds = (performance.now() - started) / 1000;

    const deadline = performance.now() + DRAIN_MS;
    while (sent.some((m) => !m.to.inbox.has(m.id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const lost = sent.filter((m) => !m.to.inbox.has(m.id)).length;
    const { rows: [stored] } = await db.query<{ rows: number; distinct: number }>(
      `select count(*)::int as rows, count(distinct (sender_id, content))::int as distinct from public.messages`);
    const shownTwice = peers.reduce((n, peer) => n + peer.thread().length - new Set(peer.thread().map((m) => m.content)).size, 0);
    // Each sender's messages, in the order the receiver's thread shows them, against the order sent.
    let outOfOrder = 0;
    for (const peer of peers) {
      const seqs = peer.thread().map((m) => Number(m.content));
      seqs.forEach((seq, i) => void (i > 0 && seq < seqs[i - 1] && outOfOrder++));
    }
    const latencies = sent.filter((m) => m.to.inbox.has(m.id)).map((m) => m.to.firstSeenAt.get(m.id)! - m.startedAt).sort((x, y) => x - y);
    const redelivered = peers.reduce((n, peer) => n + [...peer.deliveries.values()].reduce((k, times) => k + times - 1, 0), 0);

    console.log(`\n${sent.length} messages acknowledged in ${seconds.toFixed(1)} s; ${faults.lostRequests} requests and ${faults.lostAnswers} answers lost, ` +
      `${pa.retries + pb.retries} retries; ${pa.catchUps + pb.catchUps} catch-ups; ${redelivered} deliveries of a message already held (dropped by id)`);
    console.log(`lost ${lost}   duplicated ${stored.rows - stored.distinct} stored, ${shownTwice} shown   out of order ${outOfOrder}`);
    console.log(`first send attempt → receiver has it: p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`);
    const ok = lost === 0 && stored.rows === stored.distinct && shownTwice === 0 && outOfOrder === 0;
    console.log(ok ? 'OK: nothing lost, duplicated or out of order' : 'FAILED: see the figures above');
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
