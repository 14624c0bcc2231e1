import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

// What the benchmarks that run the server as its own process share (bench:start, bench:crash, bench:load).

const POLL_MS = 25;
const GIVE_UP_MS = 180_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Asks until the answer is a 200 (the server is not listening yet, or answers 503), then returns it. */
export async function untilOk(url: string, init?: RequestInit): Promise<Response> {
  const deadline = performance.now() + GIVE_UP_MS;
  let last = 'no answer';
  while (performance.now() < deadline) {
    const response = await fetch(url, init).catch((error: Error) => void (last = error.message));
    if (response?.ok) return response;
    if (response) last = `${response.status} ${await response.text()}`;
    await sleep(POLL_MS);
  }
  throw new Error(`${url}: still ${last} after ${GIVE_UP_MS / 1000} s`);
}

/** Said by the primary once every worker listens (server/cluster/primary.ts). */
const ALL_WORKERS_READY = /^Workers: all \d+ ready/;

/** The server as `npm run serve` runs it, on one data directory (or database) for every life. */
export class BenchServer {
  private child?: ChildProcess;
  readonly origin: string;

  constructor(
    private readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    /** `--workers N` when above 1 (PostgreSQL only). */
    private readonly workers = 1,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** The process started last (with several workers, their primary). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and waits until its auth answers (no SPA build needed), and every worker listens: ms until then. */
  async start(anonKey: string): Promise<number> {
    const began = performance.now();
    const args = this.workers > 1 ? ['--workers', String(this.workers)] : [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', NODE_ENV: 'development' },
      stdio: ['ignore', this.workers > 1 ? 'pipe' : 'ignore', 'inherit'],
    });
    this.child = child;
    // The request log is read and dropped: only the primary's line saying all workers listen matters.
    const allReady = !child.stdout
      ? Promise.resolve()
      : new Promise<void>((resolve) => createInterface({ input: child.stdout! }).on('line', (line) => ALL_WORKERS_READY.test(line) && resolve()));
    await untilOk(`${this.origin}/auth/v1/health`, { headers: { apikey: anonKey } });
    await allReady;
    return performance.now() - began;
  }

  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }
}
