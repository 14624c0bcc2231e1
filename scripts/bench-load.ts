/**
 * `npm run bench:load`: simulated members, each a real supabase-js client with its realtime socket,
 * signing in and then doing what the app does (open and page the feed, show interest, accept, open
 * conversations and threads, send and receive messages, type, go idle), ramped to 100, 500 and 1,000
 * connected members, then at 1,000 the action rate raised until REST p95 passes 100 ms. On PostgreSQL
 * (`bash scripts/with-postgres.sh npm run bench:load`) with 1 and with 2 server processes; on PGlite
 * with 1. Prints per action p50/p95/p99, errors, message delivery, the CPU and memory of the server,
 * of PostgreSQL and of this load generator (which runs on the same machine), the machine's load, and
 * the largest load that holds the goal (docs/performance.md, Load).
 * Options: --workers=1,2  --members=100,500,1000  --rates=100,200,400; BENCH_RATE (actions a second,
 * 50), BENCH_SECONDS (each steady window, 30), BENCH_SIGN_INS (sign-ins a second in a ramp, 10),
 * BENCH_PORT (the server's port; a free one when unset).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { apiKeys } from '../server/jwt';
import { copyPostgresTemplate } from '../server/testing/postgres-test-database';
import { benchSize, SMOKE, smokeOr } from './bench/bench-size';
import { LoadMember } from './bench/load-member';
import { drawAction } from './bench/load-mix';
import { LoadWindow, type WindowFigures } from './bench/load-recorder';
import { held, KNEE_MS, ms, printStep, printSummary, type Step } from './bench/load-report';
import { prepareLoadWorld, type LoadAccount } from './bench/load-world';
import { openLoop } from './bench/open-loop';
import { machineLoad, machineUsage, selfUsage, TreeUsage } from './bench/process-usage';
import { postmasterPid } from './bench/postmaster';
import { watchServerGauges } from './bench/server-gauges';
import { BenchServer, freePort, sleep } from './bench/server-process';

const RATE = benchSize('RATE', 50, 10);
const WINDOW_SECONDS = benchSize('SECONDS', 30, 2);
const SIGN_INS_PER_SECOND = benchSize('SIGN_INS', 10, 8);
const DRAIN_MS = 10_000;
/** A pause after each ramp: the steady windows measure members connected, not arriving. */
const SETTLE_MS = smokeOr(10_000, 200);
/** Tries to find a member who is not busy before an action is counted as skipped. */
const PICKS = 5;
/**
 * Password checks in flight at once: auth counts each against the address's budget of 20 failures
 * until bcrypt proves it right (server/auth/rate-limits/password-attempts.ts), and every member
 * signs in from this one address. A real crowd comes from many.
 */
const SIGN_INS_AT_ONCE = 8;

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

function listOption(name: string, otherwise: number[]): number[] {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  if (!arg) return otherwise;
  const values = arg.slice(name.length + 3).split(',').map(Number);
  if (values.some((v) => !Number.isInteger(v) || v <= 0)) throw new Error(`--${name} takes whole numbers, like --${name}=${otherwise.join(',')}`);
  return values;
}

const LEVELS = listOption('members', SMOKE ? [8, 12] : [100, 500, 1000]);
const WORKERS = listOption('workers', serverUrl ? [1, 2] : [1]);
const RATES = listOption('rates', SMOKE ? [2 * RATE] : [100, 200, 400]);

/** The world's members on a fresh database, and where the server will find it. */
async function prepareDatabase(dataDir: string, count: number): Promise<{ accounts: LoadAccount[]; databaseUrl?: string; drop(): Promise<void> }> {
  const copy = serverUrl ? await copyPostgresTemplate(serverUrl) : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: copy?.url, seed: false });
  try {
    const accounts = await prepareLoadWorld(db, count);
    return { accounts, databaseUrl: copy?.url, drop: async () => copy?.drop() };
  } finally {
    await db.close();
  }
}

class LoadRun {
  private window = new LoadWindow();
  private readonly members: LoadMember[];
  private readonly byId = new Map<string, LoadMember>();
  /** Members signed in and connected, who act in the steady windows. */
  private readonly present: LoadMember[] = [];
  private readonly signIns = pLimit(SIGN_INS_AT_ONCE);
  connected = 0;
  readonly steps: Step[] = [];
  private readonly serverUsage: TreeUsage;
  private readonly postgresUsage?: TreeUsage;
  private readonly lag = monitorEventLoopDelay({ resolution: 10 });
  private readonly origin: string;

  constructor(
    accounts: LoadAccount[],
    server: BenchServer,
    anonKey: string,
    private readonly workers: number,
    postgresPid?: number,
  ) {
    this.origin = server.origin;
    const arrivals = { window: () => this.window };
    this.members = accounts.map(
      (account) => new LoadMember(account, server.origin, anonKey, arrivals, () => this.byId.get(account.partner)?.listening ?? false),
    );
    for (const member of this.members) this.byId.set(member.id, member);
    this.serverUsage = new TreeUsage(() => server.pid);
    if (postgresPid) this.postgresUsage = new TreeUsage(() => postgresPid);
    this.lag.enable();
  }

  /** Signs members in up to `level`, SIGN_INS_PER_SECOND a second, each arriving as the app does. */
  async ramp(level: number): Promise<WindowFigures> {
    const arriving = this.members.slice(this.connected, level);
    this.window = new LoadWindow();
    const w = this.window;
    await openLoop(SIGN_INS_PER_SECOND, arriving.length / SIGN_INS_PER_SECOND, async (n) => {
      if (await arriving[n].arrive(w, this.signIns)) this.present.push(arriving[n]);
    });
    this.connected = level;
    await this.drain();
    await sleep(SETTLE_MS);
    return w.summary();
  }

  /** `rate` actions a second, drawn from the mix, for WINDOW_SECONDS, each by a member not busy. */
  async steady(rate: number): Promise<Step> {
    this.window = new LoadWindow();
    const w = this.window;
    const generator = selfUsage();
    const machine = machineUsage();
    this.serverUsage.start();
    this.postgresUsage?.start();
    this.lag.reset();
    const gauges = watchServerGauges(this.origin);
    await openLoop(rate, WINDOW_SECONDS, async () => {
      let member: LoadMember | undefined;
      for (let i = 0; i < PICKS && !member; i++) {
        const candidate = this.present[Math.floor(Math.random() * this.present.length)];
        if (!candidate.busy) member = candidate;
      }
      if (!member) return void (w.skipped += 1);
      member.busy = true;
      try {
        await drawAction()(member, w);
      } finally {
        member.busy = false;
      }
    });
    const step: Step = {
      workers: this.workers,
      members: this.present.length,
      rate,
      server: this.serverUsage.stop(),
      postgres: this.postgresUsage?.stop(),
      generator: generator(),
      generatorLagMs: this.lag.percentile(99) / 1e6,
      gauges: await gauges(),
      load: machineLoad(),
      machine: { cores: 0, others: 0 },
      figures: w.summary(),
    };
    const cores = machine();
    step.machine = { cores, others: Math.max(0, cores - step.server.cores - (step.postgres?.cores ?? 0) - step.generator.cores) };
    await this.drain();
    step.figures = w.summary();
    this.steps.push(step);
    return step;
  }

  /** Waits for messages and typing still on their way (what never comes counts as lost). */
  private async drain(): Promise<void> {
    const deadline = performance.now() + DRAIN_MS;
    while (this.window.inFlight > 0 && performance.now() < deadline) await sleep(50);
  }

  async close(): Promise<void> {
    this.lag.disable();
    await Promise.all(this.members.slice(0, this.connected).map((m) => m.leave()));
  }
}

/** One server process count: a fresh database, the ramp through every level, then higher rates. */
async function runWorkers(workers: number): Promise<Step[]> {
  const maxLevel = Math.max(...LEVELS);
  const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-load-'));
  const dataDir = path.join(root, 'data');
  const world = await prepareDatabase(dataDir, maxLevel);
  const { anonKey } = await apiKeys((await loadConfig({ DATA_DIR: dataDir })).jwtSecret);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = new BenchServer(
    port,
    {
      DATA_DIR: dataDir,
      ...(world.databaseUrl && { DATABASE_URL: world.databaseUrl }),
      // Every member signs in from this one address: auth's documented setting for test suites.
      SIGN_IN_REQUESTS_PER_5_MINUTES: '1000000',
    },
    workers,
  );
  console.log(`\n${workers} server process${workers > 1 ? 'es' : ''} on ${world.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${maxLevel} members; ${machineLoad()}`);
  const run = new LoadRun(world.accounts, server, anonKey, workers, serverUrl ? await postmasterPid(serverUrl) : undefined);
  try {
    console.log(`  started in ${((await server.start(anonKey)) / 1000).toFixed(1)} s`);
    for (const level of LEVELS) {
      const ramp = await run.ramp(level);
      const signIn = ramp.actions.find((a) => a.name === 'sign in');
      console.log(`  ramp to ${level}: sign in p50/p95 ${ms(signIn?.p50 ?? NaN)}/${ms(signIn?.p95 ?? NaN)} ms, errors ${ramp.errors}${ramp.firstError ? ` (${ramp.firstError})` : ''}`);
      printStep(await run.steady(RATE));
    }
    for (const rate of RATES) {
      const step = await run.steady(rate);
      printStep(step);
      if (step.figures.rest.p95 > KNEE_MS || step.figures.errors > 0) break;
    }
    return run.steps;
  } finally {
    await run.close();
    await server.stop();
    await world.drop();
    await rm(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`bench:load${SMOKE ? ' (smoke)' : ''}: members ${LEVELS.join(', ')}; ${RATE} actions/s for ${WINDOW_SECONDS} s per level, then ${RATES.join(', ')}; processes ${WORKERS.join(', ')}`);
  const steps: Step[] = [];
  for (const workers of WORKERS) steps.push(...(await runWorkers(workers)));
  printSummary(steps, WORKERS);
  const failed = steps.filter((s) => s.figures.errors > 0);
  // In smoke mode only errors fail the run; timings mean nothing at that size (bench-size.ts).
  const top = steps.filter((s) => s.members === Math.max(...LEVELS) && s.rate === RATE);
  if (failed.length > 0 || (!SMOKE && !top.some((s) => held(s.figures)))) {
    console.error(failed.length > 0 ? `Errors in ${failed.length} steps.` : `The goal is not held at ${Math.max(...LEVELS)} members and ${RATE} actions/s.`);
    process.exitCode = 1;
  }
  // Sockets closed, the server stopped: what is left (undici's idle connections) need not hold the exit.
  process.exit();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
