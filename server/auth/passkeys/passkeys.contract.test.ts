import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { signIn, signedUpMember, tokenClaims, withVerifiedTotp } from '../../testing/mfa-members';
import { assertPasskey, createPasskey, otherKey, type SoftwarePasskey } from '../../testing/software-authenticator';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Passkeys against the embedded server, driven by a software authenticator (docs/local-backend.md,
// Passkeys; docs/security.md): a discoverable credential added from a signed-in session, then a
// sign-in with no e-mail typed that starts an aal2 session. Each bad input is refused.
const SITE = 'https://ascend.example';
const HOUR = 60 * 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  const roomy = { max: 10_000, windowMs: HOUR };
  server = await startTestServer({ auth: { siteUrl: SITE, rateLimit: { ...DEFAULT_RATE_LIMITS, requests: roomy, accountsPerAddress: roomy } } });
});
afterAll(() => server.close());

async function call(path: string, init: { method?: string; body?: unknown; client?: SupabaseClient } = {}) {
  const token = init.client ? (await init.client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${server.url}/auth/v1/ascend/passkeys${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  return { status: response.status, body: (await response.json()) as any };
}

/** Adds a passkey from the client's session, as Settings does; the authenticator's side of it. */
async function addPasskey(client: SupabaseClient, name = 'My phone', origin = SITE): Promise<SoftwarePasskey> {
  const options = await call('/registration/options', { client });
  expect(options.status).toBe(200);
  const { passkey, credential } = createPasskey(options.body, origin);
  const verified = await call('/registration/verify', { client, body: { friendly_name: name, credential } });
  expect(verified).toMatchObject({ status: 200, body: { friendly_name: name } });
  return passkey;
}

async function signInChallenge(): Promise<string> {
  const options = await call('/authentication/options', {});
  expect(options.status).toBe(200);
  return options.body.challenge;
}

const errorOf = (answer: { status: number; body: { error_code?: string } }) => [answer.status, answer.body.error_code];

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification for the site, stores it, lists it and tells her by e-mail', async () => {
    const { client, email } = await signedUpMember(server);
    const options = await call('/registration/options', { client });
    expect(options.body).toMatchObject({
      rp: { id: 'ascend.example', name: 'Ascend' },
      user: { name: email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { credential } = createPasskey(options.body, SITE);
    const added = await call('/registration/verify', { client, body: { friendly_name: ' Laptop ', credential } });
    expect(added.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), friendly_name: 'Laptop', created_at: expect.any(String), last_used_at: null });
    expect((await call('', { method: 'GET', client })).body).toEqual([added.body]);
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A new sign-in method was added to your account');
    expect(mail.text).toContain('A passkey was just added as a way to sign in to your Ascend account.');
    expect(mail.text).toContain(`${SITE}/settings#security`);
  });

  it('refuses another page, a challenge used twice or issued to someone else, no session, and aal1 once she has a verified factor', async () => {
    const { client, email } = await signedUpMember(server);
    const options = await call('/registration/options', { client });
    const elsewhere = createPasskey(options.body, 'https://evil.example');
    expect(errorOf(await call('/registration/verify', { client, body: { credential: elsewhere.credential } }))).toEqual([403, 'passkey_origin_not_allowed']);

    const { credential } = createPasskey((await call('/registration/options', { client })).body, SITE);
    const other = await signedUpMember(server);
    expect(errorOf(await call('/registration/verify', { client: other.client, body: { credential } }))).toEqual([422, 'passkey_challenge_expired']);
    expect((await call('/registration/verify', { client, body: { credential } })).status).toBe(200);
    expect(errorOf(await call('/registration/verify', { client, body: { credential } }))).toEqual([422, 'passkey_challenge_expired']);
    expect(errorOf(await call('/registration/options', {}))).toEqual([401, 'no_authorization']);
    expect(errorOf(await call('/registration/verify', { client, body: { credential: { id: 'x' } } }))).toEqual([400, 'bad_json']);

    await withVerifiedTotp(client);
    const thief = await signIn(server, email);
    expect(errorOf(await call('/registration/options', { client: thief }))).toEqual([403, 'insufficient_aal']);
    await addPasskey(client);
    expect((await call('', { method: 'GET', client: other.client })).body).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('starts a session at aal2 with mfa/webauthn in its amr, which supabase-js takes with setSession', async () => {
    const { client, email } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const challenge = await signInChallenge();
    const signedIn = await call('/authentication/verify', { body: { credential: assertPasskey(passkey, challenge, { origin: SITE }) } });
    expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'bearer', refresh_token: expect.any(String), user: { email } } });

    const browser = createTestClient(server.url, server.anonKey);
    const { error } = await browser.auth.setSession({ access_token: signedIn.body.access_token, refresh_token: signedIn.body.refresh_token });
    expect(error).toBeNull();
    expect(await tokenClaims(browser)).toMatchObject({ aal: 'aal2', amr: [{ method: 'mfa/webauthn' }] });
    expect((await browser.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2' });
    expect((await browser.auth.refreshSession()).data.session).not.toBeNull();
    expect(await tokenClaims(browser)).toMatchObject({ aal: 'aal2' });
    expect((await call('', { method: 'GET', client })).body).toEqual([expect.objectContaining({ last_used_at: expect.any(String) })]);
  });

  it('refuses another page, a spent or expired challenge, an unknown credential, another key, a counter gone backwards, and malformed input', async () => {
    const { client } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const refused = async (credential: unknown) => errorOf(await call('/authentication/verify', { body: { credential } }));

    expect(await refused(assertPasskey(passkey, await signInChallenge(), { origin: 'https://evil.example' }))).toEqual([403, 'passkey_origin_not_allowed']);
    expect(await refused(assertPasskey(passkey, await signInChallenge(), { origin: SITE, rpId: 'evil.example' }))).toEqual([422, 'passkey_verification_failed']);
    expect(await refused(assertPasskey(passkey, 'A'.repeat(43), { origin: SITE }))).toEqual([422, 'passkey_challenge_expired']);
    const late = await signInChallenge();
    await server.ctx.db.query(`update private.passkey_challenges set expires_at = now() - interval '1 second' where challenge = $1`, [late]);
    expect(await refused(assertPasskey(passkey, late, { origin: SITE }))).toEqual([422, 'passkey_challenge_expired']);

    const used = assertPasskey(passkey, await signInChallenge(), { origin: SITE });
    expect((await call('/authentication/verify', { body: { credential: used } })).status).toBe(200);
    expect(await refused(used)).toEqual([422, 'passkey_challenge_expired']);

    const stranger = createPasskey({ challenge: 'x', rp: { id: 'ascend.example' }, user: { id: passkey.userHandle } }, SITE).passkey;
    expect(await refused(assertPasskey(stranger, await signInChallenge(), { origin: SITE }))).toEqual([422, 'passkey_not_found']);
    expect(await refused(assertPasskey(passkey, await signInChallenge(), { origin: SITE, signingKey: otherKey() }))).toEqual([422, 'passkey_verification_failed']);
    expect(await refused(assertPasskey(passkey, await signInChallenge(), { origin: SITE, signCount: 1 }))).toEqual([422, 'passkey_verification_failed']);
    const forged = { ...assertPasskey(passkey, await signInChallenge(), { origin: SITE }), response: undefined };
    expect(await refused(forged)).toEqual([400, 'bad_json']);
    expect(await refused({ ...used, response: { ...used.response, clientDataJSON: 'bm90IGpzb24' } })).toEqual([422, 'passkey_verification_failed']);
    // After all that, the passkey itself still works.
    expect(errorOf(await call('/authentication/verify', { body: { credential: assertPasskey(passkey, await signInChallenge(), { origin: SITE }) } }))).toEqual([200, undefined]);
  });
});

describe('removing a passkey', () => {
  it('needs aal2: a password session cannot, a passkey session can; another member cannot see it; she is told by e-mail', async () => {
    const { client, email } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const [listed] = (await call('', { method: 'GET', client })).body;
    expect(errorOf(await call(`/${listed.id}`, { method: 'DELETE', client }))).toEqual([422, 'insufficient_aal']);
    const other = await signedUpMember(server);
    expect(errorOf(await call(`/${listed.id}`, { method: 'DELETE', client: other.client }))).toEqual([404, 'passkey_not_found']);
    expect(errorOf(await call('/not-a-uuid', { method: 'DELETE', client }))).toEqual([404, 'validation_failed']);

    const signedIn = await call('/authentication/verify', { body: { credential: assertPasskey(passkey, await signInChallenge(), { origin: SITE }) } });
    const aal2 = createTestClient(server.url, server.anonKey);
    await aal2.auth.setSession({ access_token: signedIn.body.access_token, refresh_token: signedIn.body.refresh_token });
    expect(await call(`/${listed.id}`, { method: 'DELETE', client: aal2 })).toEqual({ status: 200, body: { id: listed.id } });
    expect((await call('', { method: 'GET', client })).body).toEqual([]);
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A sign-in method was removed from your account');
    expect(mail.text).toContain('A passkey was just removed from the ways to sign in');
    expect(await call('/authentication/verify', { body: { credential: assertPasskey(passkey, await signInChallenge(), { origin: SITE }) } })).toMatchObject({ status: 422, body: { error_code: 'passkey_not_found' } });
  });
});

describe('sign-in attempts', () => {
  it("count with the address's password sign-ins: past the limit, 429 with when to try again", async () => {
    const strict = await startTestServer({ auth: { siteUrl: SITE, rateLimit: { ...DEFAULT_RATE_LIMITS, requests: { max: 2, windowMs: HOUR } } } });
    try {
      const options = () => fetch(`${strict.url}/auth/v1/ascend/passkeys/authentication/options`, { method: 'POST', headers: { apikey: strict.anonKey } });
      const password = () => fetch(`${strict.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: strict.anonKey, 'Content-Type': 'application/json' }, body: '{"email":"a@example.com","password":"Wrong12345"}' });
      expect((await options()).status).toBe(200);
      expect((await password()).status).toBe(400);
      const refused = await options();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const verify = await fetch(`${strict.url}/auth/v1/ascend/passkeys/authentication/verify`, { method: 'POST', headers: { apikey: strict.anonKey, 'Content-Type': 'application/json' }, body: '{}' });
      expect(verify.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
