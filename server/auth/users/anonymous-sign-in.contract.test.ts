import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const newClient = () => createTestClient(server.url, server.anonKey);
const settings = async (at: TestServer) => (await (await fetch(`${at.url}/auth/v1/settings`, { headers: { apikey: at.anonKey } })).json()) as { external: Record<string, boolean> };

beforeAll(async () => {
  server = await startTestServer({
    auth: { anonymousUsers: true, rateLimit: { ...DEFAULT_RATE_LIMITS, anonymousSignIns: { max: 6, windowMs: 60 * 60 * 1000 } } },
  });
  // What a policy would read: the claim of the caller's token, through auth.jwt() as RLS sees it.
  await server.ctx.db.query(`create function public.caller_is_anonymous() returns boolean language sql stable
    as $$ select (auth.jwt() ->> 'is_anonymous')::boolean $$`);
  await server.ctx.db.query('grant execute on function public.caller_is_anonymous() to authenticated');
});
afterAll(() => server.close());

async function anonymous(): Promise<SupabaseClient> {
  const client = newClient();
  const { error } = await client.auth.signInAnonymously();
  if (error) throw error;
  return client;
}

describe('anonymous sign-ins, turned on (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true)', () => {
  it('make a user with no address or identity, is_anonymous in her row, her token and RLS', async () => {
    const client = newClient();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { first_name: 'Ana' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', app_metadata: {}, identities: [], user_metadata: { first_name: 'Ana' }, role: 'authenticated' });
    const claims = (await client.auth.getClaims()).data?.claims;
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', amr: [expect.objectContaining({ method: 'anonymous' })] });
    expect(await client.rpc('caller_is_anonymous')).toMatchObject({ data: true, error: null });
    expect((await settings(server)).external.anonymous_users).toBe(true);
  });

  it('refuse her a password without an address, and factors, as GoTrue does', async () => {
    const client = await anonymous();
    expect((await client.auth.updateUser({ password: 'Souffle123' })).error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({ status: 403, code: 'no_authorization' });
  });

  it('become permanent with an address and a password, and sign in with them', async () => {
    const client = await anonymous();
    const { data, error } = await client.auth.updateUser({ email: 'ana@example.com', password: 'Souffle123' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: false, email: 'ana@example.com' });
    await client.auth.refreshSession();
    expect((await client.auth.getClaims()).data?.claims.is_anonymous).toBe(false);
    expect(await client.rpc('caller_is_anonymous')).toMatchObject({ data: false });
    const again = await newClient().auth.signInWithPassword({ email: 'ana@example.com', password: 'Souffle123' });
    expect(again.data.user?.id).toBe(data.user?.id);
  });

  it('are limited per address (GOTRUE_RATE_LIMIT_ANONYMOUS_USERS)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, async () => (await newClient().auth.signInAnonymously()).error?.code));
    expect(answers).toContain('over_request_rate_limit');
  });
});

describe('anonymous sign-ins, off (the default) or with sign-ups closed', () => {
  it('answer as GoTrue does', async () => {
    const off = await startTestServer();
    try {
      expect((await createTestClient(off.url, off.anonKey).auth.signInAnonymously()).error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
      expect((await settings(off)).external.anonymous_users).toBe(false);
    } finally {
      await off.close();
    }
    const closed = await startTestServer({ auth: { anonymousUsers: true, disableSignup: true } });
    try {
      expect((await createTestClient(closed.url, closed.anonKey).auth.signInAnonymously()).error).toMatchObject({ status: 422, code: 'signup_disabled' });
    } finally {
      await closed.close();
    }
  });
});
