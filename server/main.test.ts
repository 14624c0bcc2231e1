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
    try {
      const [, url, port, seconds] = await server.ready;
      expect(Number(port)).toBeGreaterThan(0);
      expect(Number(seconds)).toBeGreaterThan(0);
      // Sent as soon as it listens: the demo data may still be loading, and the request waits for it.
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: (await apiKeys(SECRET)).anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ava@demo.ascend.app', password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: 'ava@demo.ascend.app' } });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('stopped while it loads the demo data, lets the seed finish and exits cleanly', async () => {
    const server = await launch();
    await server.ready;
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/^SIGTERM: shutting down$/m);
  });
});

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-signing';

/** `npm run serve` on a new data directory: its "ready" line, its output so far, and a SIGTERM that resolves to its exit code. */
async function launch() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-main-'));
  const child = spawn(process.execPath, serveArgs, {
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: path.join(root, 'data'), JWT_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<RegExpExecArray>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const line = /^Ascend is ready at (http:\/\/127\.0\.0\.1:(\d+)) \(in (\d+\.\d) s\)$/m.exec(output);
      if (line) resolve(line);
    });
  });
  const exited = once(child, 'exit');
  return {
    ready,
    output: () => output,
    async stop(): Promise<number | null> {
      child.kill('SIGTERM');
      await exited;
      await rm(root, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
