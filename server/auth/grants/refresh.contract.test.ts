import { decodeJwt } from 'jose';
import { isAuthSessionMissingError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let client: SupabaseClient;
let session: Session;

beforeAll(async () => {
  server = await startTestServer();
  await createTestClient(server.url, server.anonKey).auth.signUp({ email: 'rory@example.com', password: 'Centurion1' });
});
afterAll(() => server.close());
beforeEach(async () => {
  client = createTestClient(server.url, server.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email: 'rory@example.com', password: 'Centurion1' });
  if (error) throw error;
  session = data.session!;
});

const refreshRaw = (refreshToken: string) =>
  fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe('refreshSession (supabase-js)', () => {
  it('rotates: a new refresh token for the same session and a fresh access token', async () => {
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    expect(data.user?.email).toBe('rory@example.com');
  });

  it('refuses a used refresh token and ends the whole session', async () => {
    const { data: rotated } = await client.auth.refreshSession();
    const replay = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });

    // The successor the thief may also hold is gone with the session, and so is its access token.
    const successor = await refreshRaw(rotated.session!.refresh_token);
    expect(successor.status).toBe(400);
    expect(await successor.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const { error } = await client.auth.getUser(rotated.session!.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const answers = await Promise.all([refreshRaw(session.refresh_token), refreshRaw(session.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown token and a malformed one as GoTrue does', async () => {
    const unknown = await refreshRaw('abcdefghijkl0123456789xx');
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([400, 'refresh_token_not_found']);
    const malformed = await refreshRaw('short');
    expect(await malformed.json()).toEqual({ code: 'validation_failed', message: 'Refresh token is not valid' });
  });
});
