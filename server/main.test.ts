import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Runs `tsx server/main.ts` as `npm run serve` does, with only the given environment. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [tsx, 'server/main.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 25_000 }, (_error, _stdout, stderr) =>
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
});
