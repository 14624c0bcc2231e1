// `npm run bench:start [-- --runs 3]`: how soon `npm start`'s server answers on a new data directory,
// how soon a demo member can sign in, and how much memory it holds once idle; then a restart on the
// same data directory (docs/performance.md, Cold start).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/db/seed/demo-password';
import { smokeOr } from './bench/bench-size';
import { freePort, sleep, untilOk } from './bench/server-process';
import { isBuildComplete } from './build-if-changed';

/** How long the server sits idle before its memory is read: long enough for the start-up's garbage to go. */
const IDLE_MS = smokeOr(10_000, 500);

interface Start {
  /** From launch to the first 200 for GET /, and to a demo member's sign-in answered (the demo data in). */
  answeredMs: number;
  signedInMs: number;
  /** What the server printed in 'Ascend is ready at … (in N s)'. */
  printedS?: number;
  idleRssMb: number;
  peakRssMb: number;
}

async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The Node flags `npm start` gives the server (`node --flag… --import tsx server/main.ts` in package.json), so both measure alike. */
async function startFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
  return /\bnode((?: --\S+)*) --import tsx server\/main\.ts/.exec(scripts.start)?.[1].trim().split(' ').filter(Boolean) ?? [];
}

/** One server as `npm start` runs it (its pid is the server's), measured, then stopped. */
async function measureStart(dataDir: string, cacheDir: string): Promise<Start> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const launched = performance.now();
  const child = spawn(process.execPath, [...(await startFlags()), '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ASCEND_CACHE_DIR: cacheDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  try {
    const page = await Promise.race([untilOk(`${origin}/`), exited.then(() => Promise.reject(new Error(`the server exited:\n${output}`)))]);
    const answeredMs = performance.now() - launched;
    const anonKey = /name="supabase-anon-key" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    await untilOk(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ava@demo.ascend.app', password: DEMO_PASSWORD }),
    });
    const signedInMs = performance.now() - launched;
    await sleep(IDLE_MS);
    const memory = await memoryMb(child.pid as number);
    const printed = /Ascend is ready at \S+ \(in ([\d.]+) s\)/.exec(output)?.[1];
    return { answeredMs, signedInMs, printedS: printed ? Number(printed) : undefined, idleRssMb: memory.rss, peakRssMb: memory.peak };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const SCENARIOS = ['new data directory, nothing cached', 'new data directory, template cached', 'restart on that data directory'] as const;

async function run(): Promise<Start[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-start-'));
  const cache = path.join(root, 'cache');
  try {
    return [
      await measureStart(path.join(root, 'first'), cache),
      await measureStart(path.join(root, 'second'), cache),
      await measureStart(path.join(root, 'second'), cache),
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
  // On the existing build: measuring the server, not Vite.
  if (!(await isBuildComplete(process.cwd()))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const results: Start[][] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  console.log(`\n${runs === 1 ? 'One run' : `Median of ${runs} runs`}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}:\n`);
  console.log('| start | first answer | printed | demo member signed in | RSS idle | RSS peak |\n|---|---:|---:|---:|---:|---:|');
  SCENARIOS.forEach((label, i) => {
    const of = (pick: (s: Start) => number) => median(results.map((r) => pick(r[i])));
    const printed = results.every((r) => r[i].printedS !== undefined) ? `${of((s) => s.printedS ?? 0).toFixed(1)} s` : '–';
    console.log(
      `| ${label} | ${seconds(of((s) => s.answeredMs))} | ${printed} | ${seconds(of((s) => s.signedInMs))} | ${of((s) => s.idleRssMb)} MB | ${of((s) => s.peakRssMb)} MB |`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
