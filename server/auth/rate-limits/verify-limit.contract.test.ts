import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../auth-options';

let server: TestServer;
beforeAll(async () => {
  // GOTRUE_RATE_LIMIT_VERIFY=2: /verify gets a limit of its own, apart from sign-ins.
  server = await startTestServer({ auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, verify: { max: 2, windowMs: 5 * 60_000 } } } });
  await createTestClient(server.url, server.anonKey).auth.signUp({ email: 'vera@example.com', password: 'Souffle123' });
});
afterAll(() => server.close());

it('limits verifyOtp by GOTRUE_RATE_LIMIT_VERIFY and leaves password sign-ins alone (supabase-js)', async () => {
  const client = createTestClient(server.url, server.anonKey);
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < 3; i += 1) {
    codes.push((await client.auth.verifyOtp({ token_hash: 'f'.repeat(64), type: 'email' })).error?.code);
  }
  expect(codes).toEqual(['otp_expired', 'otp_expired', 'over_request_rate_limit']);
  expect((await client.auth.signInWithPassword({ email: 'vera@example.com', password: 'Souffle123' })).error).toBeNull();
});
