import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './db';
import { apiKeys } from './jwt';

const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');

// A whole server starts: seconds on a busy 2-core machine, more when it migrates from scratch.
jest.setTimeout(60_000);

/** Runs `tsx server/main.ts` as `npm run serve` does, with only the given environment. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [TSX, 'server/main.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 25_000 }, (_error, _stdout, stderr) =>
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
    const root = await mkdtemp(path.join(os.tmpdir(), 'ascend-main-'));
    const secret = 'a-test-secret-that-is-long-enough-for-hs256-signing';
    const child = spawn(process.execPath, [TSX, 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: path.join(root, 'data'), JWT_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      const ready = new Promise<RegExpExecArray>((resolve) => {
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          const line = /^Ascend is ready at (http:\/\/127\.0\.0\.1:(\d+)) \(in (\d+\.\d) s\)$/m.exec(output);
          if (line) resolve(line);
        });
      });
      const [, url, port, seconds] = await ready;
      expect(Number(port)).toBeGreaterThan(0);
      expect(Number(seconds)).toBeGreaterThan(0);
      // Sent as soon as it listens: the demo data may still be loading, and the request waits for it.
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: (await apiKeys(secret)).anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ava@demo.ascend.app', password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: 'ava@demo.ascend.app' } });
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await rm(root, { recursive: true, force: true });
    }
    expect(child.exitCode).toBe(0);
  });
});
