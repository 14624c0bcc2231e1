import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { signIn, signedUpMember, tokenClaims, withVerifiedTotp } from '../../testing/mfa-members';
import { assertPasskey, createPasskey, otherKey, type Assertion, type SoftwarePasskey } from '../../testing/software-authenticator';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// supabase-js's auth.passkey (GoTrue's /passkeys wire) against the embedded server, driven by a
// software authenticator (docs/local-backend.md, Passkeys; docs/security.md): a discoverable
// credential added from a signed-in session and named, then a sign-in with no e-mail typed that
// opens a session with amr `passkey`, aal2 by private.session_aal. Each bad input gets GoTrue's error.
const SITE = 'https://ascend.example';
const HOUR = 60 * 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  const roomy = { max: 10_000, windowMs: HOUR };
  server = await startTestServer({ auth: { siteUrl: SITE, rateLimit: { ...DEFAULT_RATE_LIMITS, requests: roomy, accountsPerAddress: roomy } } });
});
afterAll(() => server.close());

type Credential = Parameters<SupabaseClient['auth']['passkey']['verifyRegistration']>[0]['credential'];
const errorOf = ({ error }: { error: unknown }) => {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  return [status, code];
};

async function registration(client: SupabaseClient) {
  const { data, error } = await client.auth.passkey.startRegistration();
  expect(error).toBeNull();
  return { challengeId: data!.challenge_id, options: data!.options as unknown as Parameters<typeof createPasskey>[0] };
}

/** Adds a passkey from the client's session and names it, as Settings does; the authenticator's side of it. */
async function addPasskey(client: SupabaseClient, name = 'My phone'): Promise<SoftwarePasskey> {
  const { challengeId, options } = await registration(client);
  const { passkey, credential } = createPasskey(options, SITE);
  const added = await client.auth.passkey.verifyRegistration({ challengeId, credential: credential as Credential });
  expect(added.error).toBeNull();
  expect((await client.auth.passkey.update({ passkeyId: added.data!.id, friendlyName: name })).error).toBeNull();
  return passkey;
}

/** A sign-in ceremony from a fresh browser; the assertion may be told to lie. */
async function signInWith(passkey: SoftwarePasskey, lie: Partial<Assertion> & { challengeId?: string } = {}) {
  const client = createTestClient(server.url, server.anonKey);
  const { data } = await client.auth.passkey.startAuthentication();
  const credential = assertPasskey(passkey, data!.options.challenge, { origin: SITE, ...lie });
  const answer = await client.auth.passkey.verifyAuthentication({ challengeId: lie.challengeId ?? data!.challenge_id, credential: credential as Credential });
  return { client, answer };
}

/** A raw call, for what supabase-js never sends (a malformed body, no session). */
async function call(path: string, init: { method?: string; body?: string; token?: string } = {}) {
  const response = await fetch(`${server.url}/auth/v1/passkeys${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...(init.token && { Authorization: `Bearer ${init.token}` }) },
    body: init.body,
  });
  return [response.status, ((await response.json()) as { error_code?: string }).error_code];
}

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification for the site, stores it, renames and lists it, and tells her by e-mail', async () => {
    const { client, email } = await signedUpMember(server);
    const { data } = await client.auth.passkey.startRegistration();
    expect(data).toMatchObject({
      challenge_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expires_at: expect.any(Number),
      options: { rp: { id: 'ascend.example', name: 'Ascend' }, user: { name: email }, attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'required' } },
    });
    const { credential } = createPasskey(data!.options as never, SITE);
    const added = await client.auth.passkey.verifyRegistration({ challengeId: data!.challenge_id, credential: credential as Credential });
    expect(added).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), friendly_name: 'Passkey', created_at: expect.any(String) }, error: null });
    const renamed = await client.auth.passkey.update({ passkeyId: added.data!.id, friendlyName: 'Laptop' });
    expect(renamed.data).toEqual({ id: added.data!.id, friendly_name: 'Laptop', created_at: added.data!.created_at });
    expect((await client.auth.passkey.list()).data).toEqual([renamed.data]);
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A new sign-in method was added to your account');
    expect(mail.text).toContain('A passkey was just added as a way to sign in to your Ascend account.');
    expect(mail.text).toContain(`${SITE}/settings#security`);
  });

  it('refuses another page, a challenge spent, expired or issued to someone else, the same authenticator twice, no session, and aal1 once she has a verified factor', async () => {
    const { client, email } = await signedUpMember(server);
    const verify = (challengeId: string, credential: unknown, who = client) => who.auth.passkey.verifyRegistration({ challengeId, credential: credential as Credential });
    const first = await registration(client);
    expect(errorOf(await verify(first.challengeId, createPasskey(first.options, 'https://evil.example').credential))).toEqual([400, 'webauthn_verification_failed']);
    expect(errorOf(await verify(first.challengeId, createPasskey(first.options, SITE).credential))).toEqual([400, 'webauthn_challenge_not_found']);

    const second = await registration(client);
    const { passkey, credential } = createPasskey(second.options, SITE);
    const other = await signedUpMember(server);
    expect(errorOf(await verify(second.challengeId, credential, other.client))).toEqual([400, 'webauthn_challenge_not_found']);
    expect((await verify(second.challengeId, credential)).error).toBeNull();
    const again = await registration(client);
    expect(errorOf(await verify(again.challengeId, createPasskey(again.options, SITE, passkey).credential))).toEqual([422, 'webauthn_credential_exists']);

    const late = await registration(client);
    await server.ctx.db.query(`update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1`, [late.challengeId]);
    expect(errorOf(await verify(late.challengeId, createPasskey(late.options, SITE).credential))).toEqual([400, 'webauthn_challenge_expired']);
    const garbled = await registration(client);
    expect(errorOf(await verify(garbled.challengeId, { id: 'x' }))).toEqual([400, 'webauthn_verification_failed']);

    const token = await tokenOf(client);
    expect(await call('/registration/options', {})).toEqual([401, 'no_authorization']);
    expect(await call('/registration/verify', { token, body: '{"challenge_id":' })).toEqual([400, 'bad_json']);
    expect(await call('/registration/verify', { token, body: '{"credential":{}}' })).toEqual([400, 'validation_failed']);
    expect(await call('/registration/verify', { token, body: '{"challenge_id":"nope","credential":{}}' })).toEqual([400, 'validation_failed']);

    await withVerifiedTotp(client);
    const thief = await signIn(server, email);
    expect(errorOf(await thief.auth.passkey.startRegistration())).toEqual([403, 'insufficient_aal']);
    await addPasskey(client);
    expect((await other.client.auth.passkey.list()).data).toEqual([]);
  });

  it('renames only her own passkeys, with a name of 1 to 120 characters', async () => {
    const { client } = await signedUpMember(server);
    await addPasskey(client, 'Laptop');
    const [mine] = (await client.auth.passkey.list()).data!;
    const rename = (friendlyName: string, who = client) => who.auth.passkey.update({ passkeyId: mine.id, friendlyName });
    expect(errorOf(await rename(''))).toEqual([400, 'validation_failed']);
    expect(errorOf(await rename('x'.repeat(121)))).toEqual([400, 'validation_failed']);
    expect(errorOf(await rename('Mine now', (await signedUpMember(server)).client))).toEqual([404, 'validation_failed']);
    expect(errorOf(await client.auth.passkey.update({ passkeyId: 'not-a-uuid', friendlyName: 'x' }))).toEqual([404, 'validation_failed']);
    expect((await rename('x'.repeat(120))).data).toMatchObject({ friendly_name: 'x'.repeat(120) });
  });
});

describe('signing in with a passkey', () => {
  it('opens a session with amr passkey that supabase-js keeps, at aal2 through its refreshes', async () => {
    const { client, email } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const { client: browser, answer } = await signInWith(passkey);
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ session: { token_type: 'bearer', refresh_token: expect.any(String) }, user: { email } });
    expect((await browser.auth.getSession()).data.session?.user.email).toBe(email);
    expect(await tokenClaims(browser)).toMatchObject({ aal: 'aal2', amr: [{ method: 'passkey' }] });
    expect((await browser.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2' });
    expect((await browser.auth.refreshSession()).data.session).not.toBeNull();
    expect(await tokenClaims(browser)).toMatchObject({ aal: 'aal2' });
    expect((await client.auth.passkey.list()).data).toEqual([expect.objectContaining({ last_used_at: expect.any(String) })]);
  });

  it('refuses another page, a spent, unknown or expired challenge, an unknown credential, another key, a counter gone backwards, and malformed input', async () => {
    const { client } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const refused = async (lie: Parameters<typeof signInWith>[1]) => errorOf((await signInWith(passkey, lie)).answer);

    expect(await refused({ origin: 'https://evil.example' })).toEqual([400, 'webauthn_verification_failed']);
    expect(await refused({ rpId: 'evil.example' })).toEqual([400, 'webauthn_verification_failed']);
    expect(await refused({ challengeId: crypto.randomUUID() })).toEqual([400, 'webauthn_challenge_not_found']);
    expect(await refused({ signingKey: otherKey() })).toEqual([400, 'webauthn_verification_failed']);

    const browser = createTestClient(server.url, server.anonKey);
    const late = (await browser.auth.passkey.startAuthentication()).data!;
    await server.ctx.db.query(`update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1`, [late.challenge_id]);
    const lateCredential = assertPasskey(passkey, late.options.challenge, { origin: SITE }) as Credential;
    expect(errorOf(await browser.auth.passkey.verifyAuthentication({ challengeId: late.challenge_id, credential: lateCredential }))).toEqual([400, 'webauthn_challenge_expired']);

    const used = (await browser.auth.passkey.startAuthentication()).data!;
    const usedCredential = assertPasskey(passkey, used.options.challenge, { origin: SITE }) as Credential;
    expect((await browser.auth.passkey.verifyAuthentication({ challengeId: used.challenge_id, credential: usedCredential })).error).toBeNull();
    expect(errorOf(await browser.auth.passkey.verifyAuthentication({ challengeId: used.challenge_id, credential: usedCredential }))).toEqual([400, 'webauthn_challenge_not_found']);
    expect(await refused({ signCount: 1 })).toEqual([400, 'webauthn_verification_failed']);

    const stranger = createPasskey({ challenge: 'x', rp: { id: 'ascend.example' }, user: { id: passkey.userHandle } }, SITE).passkey;
    expect(errorOf((await signInWith(stranger)).answer)).toEqual([400, 'webauthn_verification_failed']);
    const fresh = (await browser.auth.passkey.startAuthentication()).data!;
    expect(await call('/authentication/verify', { body: JSON.stringify({ challenge_id: fresh.challenge_id, credential: { id: 'x' } }) })).toEqual([400, 'webauthn_verification_failed']);
    expect(await call('/authentication/verify', { body: '[' })).toEqual([400, 'bad_json']);
    expect(await call('/authentication/verify', { body: '{"challenge_id":"x","credential":{}}' })).toEqual([400, 'validation_failed']);
    // After all that, the passkey itself still works.
    expect(errorOf((await signInWith(passkey)).answer)).toEqual([undefined, undefined]);
  });
});

describe('removing a passkey', () => {
  it('needs aal2 once she has a verified factor: a password session cannot, her passkey session (kept when she verified the factor) can; she is told by e-mail', async () => {
    const { client, email } = await signedUpMember(server);
    const passkey = await addPasskey(client);
    const { client: aal2 } = await signInWith(passkey);
    await withVerifiedTotp(client);
    const [listed] = (await aal2.auth.passkey.list()).data!;
    const thief = await signIn(server, email);
    expect(errorOf(await thief.auth.passkey.delete({ passkeyId: listed.id }))).toEqual([403, 'insufficient_aal']);
    const other = await signedUpMember(server);
    expect(errorOf(await other.client.auth.passkey.delete({ passkeyId: listed.id }))).toEqual([404, 'validation_failed']);
    expect(errorOf(await aal2.auth.passkey.delete({ passkeyId: 'not-a-uuid' }))).toEqual([404, 'validation_failed']);

    expect(await aal2.auth.passkey.delete({ passkeyId: listed.id })).toEqual({ data: null, error: null });
    expect((await client.auth.passkey.list()).data).toEqual([]);
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A sign-in method was removed from your account');
    expect(mail.text).toContain('A passkey was just removed from the ways to sign in');
    expect(errorOf((await signInWith(passkey)).answer)).toEqual([400, 'webauthn_verification_failed']);
  });

  it('needs no second step from a member without a factor, as on GoTrue', async () => {
    const { client } = await signedUpMember(server);
    await addPasskey(client);
    const [listed] = (await client.auth.passkey.list()).data!;
    expect((await client.auth.passkey.delete({ passkeyId: listed.id })).error).toBeNull();
  });
});

describe('sign-in attempts', () => {
  it("count with the address's password sign-ins: past the limit, 429 with when to try again", async () => {
    const strict = await startTestServer({ auth: { siteUrl: SITE, rateLimit: { ...DEFAULT_RATE_LIMITS, requests: { max: 2, windowMs: HOUR } } } });
    try {
      const options = () => fetch(`${strict.url}/auth/v1/passkeys/authentication/options`, { method: 'POST', headers: { apikey: strict.anonKey } });
      const password = () => fetch(`${strict.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: strict.anonKey, 'Content-Type': 'application/json' }, body: '{"email":"a@example.com","password":"Wrong12345"}' });
      expect((await options()).status).toBe(200);
      expect((await password()).status).toBe(400);
      const refused = await options();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const verify = await fetch(`${strict.url}/auth/v1/passkeys/authentication/verify`, { method: 'POST', headers: { apikey: strict.anonKey, 'Content-Type': 'application/json' }, body: '{}' });
      expect(verify.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
