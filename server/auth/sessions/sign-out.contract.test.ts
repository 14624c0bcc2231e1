import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const newClient = () => createTestClient(server.url, server.anonKey);

async function signedIn(): Promise<{ client: SupabaseClient; accessToken: string; refreshToken: string }> {
  const client = newClient();
  const { data, error } = await client.auth.signInWithPassword({ email: 'donna@example.com', password: 'Temp1agency' });
  if (error) throw error;
  return { client, accessToken: data.session!.access_token, refreshToken: data.session!.refresh_token };
}

const getUserRaw = (accessToken: string) =>
  fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}`, 'X-Supabase-Api-Version': '2024-01-01' },
  });

beforeAll(async () => {
  server = await startTestServer();
  await newClient().auth.signUp({ email: 'donna@example.com', password: 'Temp1agency' });
});
afterAll(() => server.close());

describe('signOut (supabase-js)', () => {
  it('answers 204 and refuses the signed-out token with session_not_found', async () => {
    const { client, accessToken, refreshToken } = await signedIn();
    const logout = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(logout.status).toBe(204);

    const refused = await getUserRaw(accessToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refresh = await client.auth.refreshSession({ refresh_token: refreshToken });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('signs the client out and its token is refused afterwards', async () => {
    const { client, accessToken } = await signedIn();
    expect(await client.auth.signOut()).toEqual({ error: null });
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect((await getUserRaw(accessToken)).status).toBe(403);
  });

  it('ends only the other sessions with scope others, all of them with global', async () => {
    const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
    expect(await a.client.auth.signOut({ scope: 'others' })).toEqual({ error: null });
    expect((await getUserRaw(a.accessToken)).status).toBe(200);
    expect((await getUserRaw(b.accessToken)).status).toBe(403);

    const d = await signedIn();
    expect(await a.client.auth.signOut({ scope: 'global' })).toEqual({ error: null });
    for (const { accessToken } of [a, c, d]) expect((await getUserRaw(accessToken)).status).toBe(403);
  });

  it('refuses an unknown scope', async () => {
    const { accessToken } = await signedIn();
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unsupported logout scope "everyone"' });
  });
});
