import { decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLISHED_JWT_SECRETS } from '../config';
import { signJwt } from '../jwt';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// The chain the security review found: a published secret mints tokens, and PUT /user turns any
// token into a new e-mail and password. Each link is tried here and must now fail.
jest.setTimeout(60_000);

const MEMBER = { email: 'martha@example.com', password: 'Hospital42' };
const OTHER_MEMBER = { email: 'donna@example.com', password: 'Temp-agency1' };
let server: TestServer;
let memberId: string;
const newClient = () => createTestClient(server.url, server.anonKey);

async function signedIn(
  password = MEMBER.password,
  email = MEMBER.email,
): Promise<{ client: SupabaseClient; accessToken: string; refreshToken: string }> {
  const client = newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, accessToken: data.session!.access_token, refreshToken: data.session!.refresh_token };
}

const userRequest = (token: string, body?: unknown, apikey = server.anonKey) =>
  fetch(`${server.url}/auth/v1/user`, {
    method: body === undefined ? 'GET' : 'PUT',
    headers: { apikey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const answer = async (response: Response) => [response.status, ((await response.json()) as { code?: string }).code];
const takeover = { email: 'thief@example.com', password: 'Stolen999x' };

beforeAll(async () => {
  server = await startTestServer();
  const { data, error } = await newClient().auth.signUp(MEMBER);
  if (error) throw error;
  memberId = data.user!.id;
  const other = await newClient().auth.signUp(OTHER_MEMBER);
  if (other.error) throw other.error;
});
afterAll(() => server.close());

describe('account takeover chain', () => {
  it('refuses tokens signed with the published development secret', async () => {
    const { accessToken } = await signedIn();
    const real = decodeJwt(accessToken);
    const claims = { role: 'authenticated' as const, aud: 'authenticated', sub: memberId, session_id: real.session_id as string };
    for (const secret of PUBLISHED_JWT_SECRETS) {
      const minted = await signJwt(claims, secret, 3600);
      expect(await answer(await userRequest(minted))).toEqual([403, 'bad_jwt']);
      expect(await answer(await userRequest(minted, takeover))).toEqual([403, 'bad_jwt']);
      const serviceKey = await signJwt({ role: 'service_role', iss: 'supabase' }, secret, 3600);
      expect((await fetch(`${server.url}/rest/v1/profiles?select=id`, { headers: { apikey: serviceKey } })).status).toBe(401);
    }
    expect(server.ctx.config.jwtSecret).not.toBe(PUBLISHED_JWT_SECRETS[0]);
    await signedIn();
  });

  it('lets a token without a session read the user, as GoTrue does, but change nothing', async () => {
    const sessionless = await signJwt({ role: 'authenticated', aud: 'authenticated', sub: memberId }, server.ctx.config.jwtSecret, 60);
    expect((await userRequest(sessionless)).status).toBe(200);
    for (const body of [takeover, { data: { bio: 'changed' } }]) {
      expect(await answer(await userRequest(sessionless, body))).toEqual([403, 'session_not_found']);
    }
    const { client, accessToken } = await signedIn();
    await client.auth.signOut({ scope: 'local' });
    expect(await answer(await userRequest(accessToken, takeover))).toEqual([403, 'session_not_found']);
  });

  it('needs the current password to change password or e-mail with the token of a session signed in long ago', async () => {
    const { client, accessToken } = await signedIn();
    const sessionId = decodeJwt(accessToken).session_id as string;
    await server.ctx.db.query(`update auth.mfa_amr_claims set updated_at = now() - interval '1 day' where session_id = $1`, [sessionId]);
    // A token refreshed today still belongs to that old sign-in.
    const { error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();

    const noPassword = await client.auth.updateUser({ password: takeover.password });
    expect(noPassword.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const newEmail = await client.auth.updateUser({ email: takeover.email });
    expect(newEmail.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await client.auth.updateUser({ password: takeover.password, current_password: 'Guessed123' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    // Metadata needs no proof.
    expect((await client.auth.updateUser({ data: { bio: 'Doctor' } })).error).toBeNull();

    const right = await client.auth.updateUser({ password: 'Hospital43', current_password: MEMBER.password });
    expect(right.error).toBeNull();
    const { client: again } = await signedIn('Hospital43');
    expect((await again.auth.updateUser({ password: MEMBER.password })).error).toBeNull();
  });

  it('tells a stolen token of an old session nothing about other e-mails: the password comes first', async () => {
    const { accessToken } = await signedIn();
    const sessionId = decodeJwt(accessToken).session_id as string;
    await server.ctx.db.query(`update auth.mfa_amr_claims set updated_at = now() - interval '1 day' where session_id = $1`, [sessionId]);
    for (const email of [OTHER_MEMBER.email, 'nobody.yet@example.com']) {
      expect(await answer(await userRequest(accessToken, { email }))).toEqual([400, 'current_password_required']);
      expect(await answer(await userRequest(accessToken, { email, current_password: 'Guessed123' }))).toEqual([400, 'current_password_invalid']);
    }
  });

  it('lets a member try five e-mail changes an hour, then answers 429 with Retry-After', async () => {
    const { accessToken } = await signedIn(OTHER_MEMBER.password, OTHER_MEMBER.email);
    for (let i = 0; i < 4; i++) expect(await answer(await userRequest(accessToken, { email: MEMBER.email }))).toEqual([422, 'email_exists']);
    expect((await userRequest(accessToken, { email: 'donna.noble@example.com' })).status).toBe(200);
    const limited = await userRequest(accessToken, { email: 'donna@example.com' });
    expect([limited.status, await limited.json()]).toEqual([429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    // The rest of PUT /user is not limited.
    expect((await userRequest(accessToken, { data: { bio: 'Temp' } })).status).toBe(200);
  });

  it('ends the other sessions when the e-mail changes', async () => {
    const current = await signedIn();
    const other = await signedIn();
    const { data, error } = await current.client.auth.updateUser({ email: 'martha.jones@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('martha.jones@example.com');

    const refreshed = await other.client.auth.refreshSession({ refresh_token: other.refreshToken });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect(await answer(await userRequest(other.accessToken))).toEqual([403, 'session_not_found']);
    expect((await userRequest(current.accessToken)).status).toBe(200);
    expect((await current.client.auth.refreshSession()).error).toBeNull();
  });
});
