import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
const DRILL = path.join(process.cwd(), 'server', 'testing', 'stack-overflow-drill.ts');

// The worst a request can do to the one embedded connection: a JavaScript stack overflow inside
// PostgreSQL, which no rollback repairs. The engine reopens the database and the next requests are
// served (pglite-engine.ts).
it('serves sign-up and reads after a stack overflow broke the database', async () => {
  const { stdout } = await run(TSX, [DRILL], { timeout: 25_000 });
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
  expect(report).toEqual({
    crash: 'Maximum call stack size exceeded',
    signUp: 'ok',
    usernameTaken: true,
  });
});
