import { decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { s256Challenge } from '../pkce/code-challenge';

let server: TestServer;
let client: SupabaseClient;
// Without SITE_URL the site is the server's own origin, as when the SPA is served by it.
let SITE: string;
let CALLBACK: string;

beforeAll(async () => {
  server = await startTestServer();
  SITE = server.url;
  CALLBACK = `${SITE}/auth/callback`;
});
afterAll(() => server.close());
beforeEach(() => {
  client = createTestClient(server.url, server.anonKey);
});

/** Opens the consent page as a browser would and keeps what its form posts back. */
async function openConsent(url: string) {
  const page = await fetch(url);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
  return { page, html, state, cookie };
}

function submitConsent(cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}/auth/v1/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

async function googleUrl(redirectTo = CALLBACK): Promise<string> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, skipBrowserRedirect: true, queryParams: { access_type: 'offline', prompt: 'consent' } },
  });
  if (error) throw error;
  return data.url!;
}

describe('Google sign-in through the local consent page (supabase-js, PKCE)', () => {
  it('serves a self-contained page that says it stands in for Google', async () => {
    const { page, html } = await openConsent(await googleUrl());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<h1 id="title">Sign in with Google (local stand-in)</h1>');
    expect(html).toMatch(/<label for="email">Email address<\/label>/);
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it('redirects with a one-time code that exchangeCodeForSession turns into a session', async () => {
    const { state, cookie } = await openConsent(await googleUrl());
    const answer = await submitConsent(cookie, { state, account: 'avery' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    const code = location.searchParams.get('code')!;

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'avery.johnson@example.com',
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Avery Johnson', email_verified: true, avatar_url: expect.stringMatching(/^data:image\/svg\+xml,/) },
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'google',
      id: '100000000000000000001',
      identity_data: { email: 'avery.johnson@example.com', full_name: 'Avery Johnson', email_verified: true },
    });
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

    const { rows } = await server.ctx.db.query('select 1 from public.profiles where id = $1', [data.user!.id]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['s256', s256Challenge],
    ['plain', (verifier: string) => verifier],
  ])('redeems a code once, with the %s verifier', async (method, challengeOf) => {
    const verifier = `verifier-${method}-${'x'.repeat(40)}`;
    const query = new URLSearchParams({
      provider: 'google',
      redirect_to: CALLBACK,
      code_challenge: challengeOf(verifier),
      code_challenge_method: method,
    });
    const { state, cookie } = await openConsent(`${server.url}/auth/v1/authorize?${query}`);
    const answer = await submitConsent(cookie, { state, account: 'avery' });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const exchange = () =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    expect((await exchange()).status).toBe(200);
    const replay = await exchange();
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('finds the same user again for the same identity', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const fresh = createTestClient(server.url, server.anonKey);
      client = fresh;
      const { state, cookie } = await openConsent(await googleUrl());
      const answer = await submitConsent(cookie, { state, full_name: 'Martha Jones', email: 'Martha@Example.com' });
      const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
      const { data } = await fresh.auth.exchangeCodeForSession(code);
      ids.push(data.user!.id);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses the wrong code verifier and an unknown code as GoTrue does', async () => {
    const { state, cookie } = await openConsent(await googleUrl());
    const answer = await submitConsent(cookie, { state, account: 'jordan' });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const exchange = (authCode: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: authCode, code_verifier: 'x'.repeat(56) }),
      });
    const wrong = await exchange(code);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error_code: 'bad_code_verifier' });
    const unknown = await exchange('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('shows the page again when a typed e-mail belongs to a password account', async () => {
    await createTestClient(server.url, server.anonKey).auth.signUp({ email: 'wilf@example.com', password: 'Stargazer1' });
    const { state, cookie } = await openConsent(await googleUrl());
    const answer = await submitConsent(cookie, { state, full_name: 'Wilf', email: 'wilf@example.com' });
    expect(answer.status).toBe(422);
    expect(await answer.text()).toMatch(/role="alert">An account with this email address already signs in another way/);
  });

  it("never opens a password member's account for a typed e-mail, in any spelling", async () => {
    const member = await createTestClient(server.url, server.anonKey).auth.signUp({ email: 'donna@example.com', password: 'Temp-agency1' });
    const { state, cookie } = await openConsent(await googleUrl());
    const answer = await submitConsent(cookie, { state, full_name: 'Not Donna', email: ' Donna@Example.COM ' });
    expect([answer.status, answer.headers.get('location')]).toEqual([422, null]);
    const { rows } = await server.ctx.db.query(`select provider from auth.identities where user_id = $1`, [member.data.user!.id]);
    expect(rows).toEqual([{ provider: 'email' }]);
  });

  it('stops opening an account it created once its member set a password', async () => {
    const { state, cookie } = await openConsent(await googleUrl());
    const first = await submitConsent(cookie, { state, full_name: 'Rose Tyler', email: 'rose@example.com' });
    const { error } = await client.auth.exchangeCodeForSession(new URL(first.headers.get('location')!).searchParams.get('code')!);
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Bad-wolf2005' })).error).toBeNull();

    client = createTestClient(server.url, server.anonKey);
    const again = await openConsent(await googleUrl());
    const answer = await submitConsent(again.cookie, { state: again.state, full_name: 'Not Rose', email: 'rose@example.com' });
    expect([answer.status, answer.headers.get('location')]).toEqual([422, null]);
    expect(await answer.text()).toMatch(/role="alert">This account has a password: sign in with your email address and password/);
    const { data } = await client.auth.signInWithPassword({ email: 'rose@example.com', password: 'Bad-wolf2005' });
    expect(data.user?.app_metadata.providers).toEqual(['google', 'email']);
  });

  it('refuses a post without the state, or from a browser without the consent cookie', async () => {
    const { state } = await openConsent(await googleUrl());
    const noCookie = await submitConsent('', { state, account: 'avery' });
    expect(noCookie.status).toBe(400);
    expect(await noCookie.json()).toMatchObject({ error_code: 'bad_oauth_state' });
    const { cookie } = await openConsent(await googleUrl());
    expect((await submitConsent(cookie, { state: `${state}x`, account: 'avery' })).status).toBe(400);
  });

  it('returns to the app with access_denied when the person cancels', async () => {
    const { state, cookie } = await openConsent(await googleUrl());
    const answer = await submitConsent(cookie, { state, cancel: '1' });
    const location = new URL(answer.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('access_denied');
  });
});

describe('GET /authorize checks', () => {
  const authorizeUrl = (query: string) => `${server.url}/auth/v1/authorize?${query}`;

  it('refuses a provider other than google', async () => {
    const response = await fetch(authorizeUrl('provider=github'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('sends a redirect_to outside the allowed list back to the site URL instead', async () => {
    const { state, cookie } = await openConsent(authorizeUrl('provider=google&redirect_to=https://evil.example/steal'));
    const answer = await submitConsent(cookie, { state, account: 'sam' });
    expect(answer.headers.get('location')!.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it('puts the session in the fragment without a code challenge (implicit flow)', async () => {
    const { state, cookie } = await openConsent(authorizeUrl(`provider=google&redirect_to=${encodeURIComponent(CALLBACK)}`));
    const answer = await submitConsent(cookie, { state, account: 'sam' });
    const location = new URL(answer.headers.get('location')!);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(decodeJwt(fragment.get('access_token')!).email).toBe('sam.rivera@example.com');
    expect(fragment.get('refresh_token')).toMatch(/^[a-z0-9]{24}$/);
    const { data } = await client.auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email).toBe('sam.rivera@example.com');
  });

  it('refuses half a PKCE request', async () => {
    const response = await fetch(authorizeUrl(`provider=google&code_challenge=${'a'.repeat(43)}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'PKCE flow requires code_challenge_method and code_challenge' });
  });
});
