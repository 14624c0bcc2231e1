/**
 * `npm run bench:crash`: does a message the app saw as sent survive the server being killed? Noah
 * sends Ava 100 messages a second through the embedded server while it is killed with SIGKILL
 * several times, each time started again on the same data directory (PGlite), or the same database
 * when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL (`bash scripts/with-postgres.sh npm run
 * bench:crash`). The sender is the app's outbox (src/features/send-message): an id per message,
 * sent again with the same id until a 2xx answer. Afterwards every answered message must be stored
 * exactly once and readable by Ava, and every message the outbox held must arrive once. Prints the
 * figures and exits 1 when a message is lost or duplicated (docs/performance.md, Crash safety).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { DEMO_PASSWORD } from '../server/db/seed/demo-password';
import { apiKeys } from '../server/jwt';
import { smokeOr } from './bench/bench-size';
import { BenchServer as Server, freePort, sleep, untilOk } from './bench/server-process';
import { liftLimitsForBenchmark } from './bench/unlimited-members';

const RATE_PER_SECOND = 100;
const KILLS = smokeOr(8, 2);
/** How long the server lives between kills: long enough for hundreds of sends, varied so a kill lands anywhere. */
const LIFE_MS = () => smokeOr(2_000, 800) + Math.random() * smokeOr(2_000, 400);
const SEND_TIMEOUT_MS = 10_000;

interface Outgoing {
  id: string;
  body: string;
}

interface Tally {
  sent: number;
  answered: Set<string>;
  retries: number;
  refusals: string[];
}

interface Member {
  id: string;
  token: string;
}

async function signIn(server: Server, anonKey: string, email: string): Promise<Member> {
  const response = await untilOk(`${server.origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, token: session.access_token };
}

/** One try of the app's send: true when the server answered 2xx (the message is stored). */
async function trySend(server: Server, anonKey: string, from: Member, to: Member, message: Outgoing, tally: Tally): Promise<boolean> {
  try {
    const response = await fetch(`${server.origin}/rest/v1/rpc/send_message`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${from.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message_id: message.id, receiver: to.id, body: message.body }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.ok) return true;
    // 5xx and 503 while starting are the outbox's to retry; a 4xx would be a refusal the app shows.
    if (response.status < 500) tally.refusals.push(`${response.status} ${text.slice(0, 120)}`);
    return false;
  } catch {
    return false;
  }
}

/**
 * The app's outbox (src/features/send-message): each message is sent once as it is typed, every 10
 * ms; one not answered 2xx stays in the outbox as failed, and the outbox sends the failed ones again,
 * with their ids, when the network is back (`resendFailed`, after each restart and at the end).
 */
class Outbox {
  readonly all: Outgoing[] = [];
  private failed: Outgoing[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private resending: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (message: Outgoing) => Promise<boolean>,
    private readonly tally: Tally,
  ) {}

  private track(message: Outgoing): void {
    const sending = this.send(message)
      .then((ok) => void (ok ? this.tally.answered.add(message.id) : this.failed.push(message)))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Types and sends messages until `stop` resolves. */
  async type(run: string, stop: Promise<void>): Promise<void> {
    let stopping = false;
    void stop.then(() => (stopping = true));
    while (!stopping) {
      const message = { id: randomUUID(), body: `${run} #${this.all.length}` };
      this.all.push(message);
      this.tally.sent += 1;
      this.track(message);
      await sleep(1000 / RATE_PER_SECOND);
    }
  }

  /** The 'online' event: every failed message sent again, ten at a time (one pass at a time). */
  resendFailed(): Promise<void> {
    this.resending = this.resending.then(async () => {
      const again = this.failed;
      this.failed = [];
      for (let i = 0; i < again.length; i += 10) {
        this.tally.retries += Math.min(10, again.length - i);
        again.slice(i, i + 10).forEach((message) => this.track(message));
        await Promise.all(this.inFlight);
      }
    });
    return this.resending;
  }

  /** Waits for every send, then sends the failed ones again until none is left. */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight, this.resending]);
    while (this.failed.length > 0 || this.inFlight.size > 0) {
      await Promise.all(this.inFlight);
      await this.resendFailed();
    }
  }
}

/** What Ava can read of this run, by body: how many rows each message has. */
async function storedCopies(server: Server, anonKey: string, reader: Member, from: Member, run: string): Promise<Map<string, number>> {
  const copies = new Map<string, number>();
  for (let offset = 0; ; offset += 1000) {
    const query = `select=id,content&sender_id=eq.${from.id}&content=like.${encodeURIComponent(`${run} #*`)}&order=id&limit=1000&offset=${offset}`;
    const response = await untilOk(`${server.origin}/rest/v1/messages?${query}`, { headers: { apikey: anonKey, Authorization: `Bearer ${reader.token}` } });
    const rows = (await response.json()) as { id: string; content: string }[];
    for (const row of rows) copies.set(row.id, (copies.get(row.id) ?? 0) + 1);
    if (rows.length < 1000) return copies;
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-crash-'));
  const server = new Server(await freePort(), { DATA_DIR: path.join(root, 'data'), ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const starts: number[] = [];
  try {
    // The demo world, and 100 messages a second allowed (the abuse limit is 20 a minute), before the server's first life.
    const db = await openDatabase({ dataDir: path.join(root, 'data'), databaseUrl, seed: true });
    await liftLimitsForBenchmark(db);
    await db.close();
    // The key the server will hand out, from the data directory's secret (the server reads the same file).
    const { anonKey } = await apiKeys((await loadConfig({ DATA_DIR: path.join(root, 'data') })).jwtSecret);
    starts.push(await server.start(anonKey));
    const noah = await signIn(server, anonKey, 'noah@demo.ascend.app');
    const ava = await signIn(server, anonKey, 'ava@demo.ascend.app');
    const run = `crash ${randomUUID().slice(0, 8)}`;
    const tally: Tally = { sent: 0, answered: new Set(), retries: 0, refusals: [] };

    let stop!: () => void;
    const outbox = new Outbox((message) => trySend(server, anonKey, noah, ava, message, tally), tally);
    const typing = outbox.type(run, new Promise<void>((resolve) => (stop = resolve)));
    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(LIFE_MS());
      await server.kill();
      await sleep(smokeOr(500, 200));
      starts.push(await server.start(anonKey));
      void outbox.resendFailed();
      console.log(`kill ${kill + 1} of ${KILLS}: ${tally.sent} messages so far, ${tally.answered.size} answered, up again in ${(starts.at(-1)! / 1000).toFixed(1)} s`);
    }
    await sleep(LIFE_MS());
    stop();
    await typing;
    await outbox.drain();
    const messages = outbox.all;

    const copies = await storedCopies(server, anonKey, ava, noah, run);
    const lost = messages.filter((m) => tally.answered.has(m.id) && !copies.has(m.id)).length;
    const duplicated = [...copies.values()].filter((n) => n > 1).length;
    const neverAnswered = messages.filter((m) => !tally.answered.has(m.id)).length;
    const strangers = [...copies.keys()].filter((id) => !messages.some((m) => m.id === id)).length;
    const sorted = [...starts].sort((a, b) => a - b);

    console.log(`\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}:\n`);
    console.log('| messages | answered 2xx | retries | kills | restart p50 | restart max | stored | lost | duplicated | not from the outbox |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `| ${messages.length} | ${tally.answered.size} | ${tally.retries} | ${KILLS} | ${s(sorted[Math.floor((sorted.length - 1) / 2)])} | ${s(sorted.at(-1) ?? 0)} | ${copies.size} | ${lost} | ${duplicated} | ${strangers} |`,
    );
    if (tally.refusals.length > 0) console.log(`Refused (${tally.refusals.length}), first: ${tally.refusals[0]}`);
    if (lost + duplicated + neverAnswered + strangers + tally.refusals.length > 0 || copies.size !== messages.length) {
      console.error('A message was lost, duplicated or refused.');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
