import { createTestClient } from './test-client';
import { startTestServer } from './test-server';

/**
 * Breaks the database the way a stack overflow inside PGlite does, then serves requests, and prints
 * what happened as JSON. Run by server/db/stack-overflow-recovery.test.ts in a plain Node process,
 * as the server runs: inside Jest's module sandbox a reopened PGlite does not behave as in Node.
 */
// A PGlite drill even when the suite runs on PostgreSQL, whose stack guard holds.
delete process.env.TEST_DATABASE_URL;
const server = await startTestServer();
const anon = () => createTestClient(server.url, server.anonKey);
const report: Record<string, unknown> = {};
// What the engine logs while it recovers is not this drill's output.
console.error = () => {};
try {
  // Regex compilation recurses once per nested group: deep enough, it overflows the JavaScript stack
  // inside PGlite's WebAssembly and leaves its memory unusable.
  const nested = `${'('.repeat(40_000)}a${')'.repeat(40_000)}`;
  report.crash = await server.ctx.db.query('select $1 ~ $2', ['a', nested]).then(
    () => 'none',
    (error: Error) => error.message,
  );
  const signUp = await anon().auth.signUp({
    email: 'after.crash@example.com',
    password: 'Recover2024',
    options: { data: { username: 'after_crash', first_name: 'After', last_name: 'Crash', birth_date: '1990-01-01' } },
  });
  report.signUp = signUp.error?.message ?? 'ok';
  report.usernameTaken = (await anon().rpc('is_username_available', { username: 'after_crash' })).data === false;
} finally {
  await server.close();
}
process.stdout.write(`${JSON.stringify(report)}\n`);
