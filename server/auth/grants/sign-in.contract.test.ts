import { decodeJwt } from 'jose';
import { isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { hashPassword } from '../passwords/password-hash';

let server: TestServer;
let client: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  const { error } = await createTestClient(server.url, server.anonKey).auth.signUp({
    email: 'amy.pond@example.com',
    password: 'Leadworth1',
    options: { data: { username: 'amy_pond', first_name: 'Amy', last_name: 'Pond' } },
  });
  if (error) throw error;
});
afterAll(() => server.close());
beforeEach(() => {
  client = createTestClient(server.url, server.anonKey);
});

describe('signInWithPassword (supabase-js)', () => {
  it('returns a session whose access token carries GoTrue\'s claims', async () => {
    const { data, error } = await client.auth.signInWithPassword({ email: 'Amy.Pond@example.com', password: 'Leadworth1' });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.expires_in).toBe(server.ctx.config.jwtExpiry);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
    expect(data.weakPassword).toBeUndefined();

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email: 'amy.pond@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { username: 'amy_pond', email_verified: true },
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
      iss: `${server.url}/auth/v1`,
    });
    expect(claims.exp! - claims.iat!).toBe(server.ctx.config.jwtExpiry);
  });

  it('gives every sign-in its own session', async () => {
    const first = await client.auth.signInWithPassword({ email: 'amy.pond@example.com', password: 'Leadworth1' });
    const second = await client.auth.signInWithPassword({ email: 'amy.pond@example.com', password: 'Leadworth1' });
    const sessionOf = (token: string) => decodeJwt(token).session_id;
    expect(sessionOf(first.data.session!.access_token)).not.toBe(sessionOf(second.data.session!.access_token));
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await client.auth.signInWithPassword({ email: 'amy.pond@example.com', password: 'Leadworth2' });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { error } = await client.auth.signInWithPassword({ email: 'nobody@example.com', password: 'Leadworth1' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('signs in a password older than the rules but warns that it is weak', async () => {
    const hash = await hashPassword('oldpassword');
    await server.ctx.db.query(
      `update auth.users set encrypted_password = $1 where email = 'amy.pond@example.com'`,
      [hash],
    );
    const { data, error } = await client.auth.signInWithPassword({ email: 'amy.pond@example.com', password: 'oldpassword' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.weakPassword).toEqual({
      reasons: ['characters'],
      message: 'Password must contain at least one uppercase letter. Password must contain at least one number',
    });
  });
});
