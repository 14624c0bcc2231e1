import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// GOTRUE_DISABLE_SIGNUP: nobody makes an account by herself; the operator still can, and members
// sign in as before (docs/local-backend.md, Settings).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ auth: { disableSignup: true } });
});
afterAll(() => server.close());

const visitor = () => createTestClient(server.url, server.anonKey);

it('refuses sign-up by password and by e-mail link as GoTrue does, and says so in /settings', async () => {
  expect((await visitor().auth.signUp({ email: 'xena@example.com', password: 'Closed2024x' })).error).toMatchObject({
    status: 422,
    code: 'signup_disabled',
    message: 'Signups not allowed for this instance',
  });
  expect((await visitor().auth.signInWithOtp({ email: 'yuki@example.com' })).error).toMatchObject({ status: 422, code: 'otp_disabled' });
  const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
  expect(await settings.json()).toMatchObject({ disable_signup: true });
  const { rows } = await server.ctx.db.query(`select 1 from auth.users where email in ('xena@example.com', 'yuki@example.com')`);
  expect(rows).toEqual([]);
});

it('lets the operator make an account, and that member sign in', async () => {
  const admin = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  }).auth.admin;
  expect((await admin.createUser({ email: 'zoe@example.com', password: 'Closed2024x', email_confirm: true })).error).toBeNull();
  expect((await visitor().auth.signInWithPassword({ email: 'zoe@example.com', password: 'Closed2024x' })).error).toBeNull();
});
