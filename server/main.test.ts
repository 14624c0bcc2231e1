import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './db';
import { apiKeys } from './jwt';

/**
 * `npm run serve`'s command line, run as npm runs it. It must be Node with tsx as a loader: tsx's own
 * command line kills its child when a stop signal is not answered within tens of milliseconds, which a
 * busy server cannot do (exit 143 instead of 0 below, on a loaded machine).
 */
const SERVE = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ');
const serveArgs = SERVE[0] === 'node' ? SERVE.slice(1) : [path.resolve(`node_modules/.bin/${SERVE[0]}`), ...SERVE.slice(1)];

// A whole server starts: seconds on a busy 2-core machine, more when it migrates from scratch.
jest.setTimeout(60_000);

/** Runs the server as `npm run serve` does, with only the given environment. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, serveArgs, { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 25_000 }, (_error, _stdout, stderr) =>
      resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('server start', () => {
  it('refuses to start in production without JWT_SECRET, with a message instead of a stack trace', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-main-'));
    try {
      const { code, stderr } = await startServer({ NODE_ENV: 'production', PORT: '0', DATA_DIR: path.join(root, 'data') });
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Ascend cannot start: JWT_SECRET is required in production/m);
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(await readdir(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('says where it is ready and how soon, on a new data directory whose demo members can sign in at once', async () => {
    const server = await launch();
    let kept = false;
    try {
      const [, url, port, seconds] = await server.ready;
      expect(Number(port)).toBeGreaterThan(0);
      expect(Number(seconds)).toBeGreaterThan(0);
      expect(server.output()).toMatch(/^Mode: local .*\n {2}Demo world: seeded into a new data directory \(a local server\)$/m);
      // Sent as soon as it listens: the demo data may still be loading, and the request waits for it.
      const response = await signIn(url, 'ava@demo.ascend.app');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: 'ava@demo.ascend.app' } });
      expect(await server.stop({ keep: true })).toBe(0);
      kept = true;

      // The same data directory, now served in production: its demo accounts are named at start.
      const production = await launch({ root: server.root, env: { NODE_ENV: 'production' } });
      try {
        await production.ready;
        await production.said(/^WARNING: this database holds 166 demo accounts .*npm run db:remove-demo/m);
      } finally {
        expect(await production.stop()).toBe(0);
      }
    } finally {
      if (!kept) await server.stop();
    }
  });

  it('in production seeds no demo world and runs no stand-in, and says so', async () => {
    const server = await launch({ env: { NODE_ENV: 'production' } });
    try {
      const [, url] = await server.ready;
      expect(server.output()).toMatch(
        new RegExp(
          [
            '^Mode: production \\(NODE_ENV=production\\)',
            ' {2}Demo world: off \\(not a local server; SEED_DEMO=true turns it on\\)',
            ' {2}Payments: not set up, checkout answers 503 \\(not a local server; LOCAL_STRIPE=true turns it on\\)',
            ' {2}Google sign-in: off \\(not a local server; LOCAL_GOOGLE_SIGN_IN=true turns it on\\)',
            ' {2}E-mail: no SMTP_URL: nothing is delivered \\(not a local server; LOCAL_MAILBOX=true turns it on\\)',
          ].join('.*\\n'),
          'm',
        ),
      );
      const response = await signIn(url, 'ava@demo.ascend.app');
      expect([response.status, await response.json()]).toEqual([400, expect.objectContaining({ error_code: 'invalid_credentials' })]);
      expect((await fetch(`${url}/local-stripe/v1/prices`)).status).toBe(404);
      expect((await fetch(`${url}/_mail`)).status).not.toBe(200);
      expect(server.errors()).not.toMatch(/WARNING/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('stopped while it loads the demo data, lets the seed finish and exits cleanly', async () => {
    // Asked for two processes on PGlite, it runs one and says why (server/cluster/worker-count.ts).
    const server = await launch({ env: { WORKERS: '2' } });
    await server.ready;
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/^SIGTERM: shutting down$/m);
    expect(server.errors()).toMatch(/^Workers: 1, not 2 \(WORKERS\): the embedded database \(PGlite\) lives inside one process/m);
    expect(server.output()).not.toMatch(/^Worker /m);
  });
});

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-signing';

const signIn = async (url: string, email: string) =>
  fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: (await apiKeys(SECRET)).anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });

/**
 * `npm run serve` on a data directory (a new one unless given): its "ready" line, its output so far
 * (stdout and stderr), and a SIGTERM that resolves to its exit code and removes the directory unless kept.
 */
async function launch({ env = {}, root: given }: { env?: Record<string, string>; root?: string } = {}) {
  const root = given ?? (await mkdtemp(path.join(os.tmpdir(), 'ascend-main-')));
  const child = spawn(process.execPath, serveArgs, {
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: path.join(root, 'data'), JWT_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors += chunk));
  const ready = new Promise<RegExpExecArray>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const line = /^Ascend is ready at (http:\/\/127\.0\.0\.1:(\d+)) \(in (\d+\.\d) s\)$/m.exec(output);
      // Ready once it has said which stand-ins run, its last line at start.
      if (line && /^ {2}New addresses: /m.test(output)) resolve(line);
    });
  });
  const exited = once(child, 'exit');
  return {
    root,
    ready,
    output: () => output,
    errors: () => errors,
    /** Resolves once stderr has said this (the demo accounts are counted after the server is ready). */
    said: (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => pattern.test(errors) && (child.stderr.off('data', check), resolve());
        child.stderr.on('data', check);
        check();
      }),
    async stop({ keep = false } = {}): Promise<number | null> {
      child.kill('SIGTERM');
      await exited;
      if (!keep) await rm(root, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
