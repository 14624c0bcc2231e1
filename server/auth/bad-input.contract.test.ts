import { SignJWT } from 'jose';
import { signJwt } from '../jwt';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A raw request with the API key; `dated` sends the API version header auth-js sends. */
function call(path: string, init: { method?: string; body?: string; token?: string; dated?: boolean } = {}) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.dated ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
    },
    body: init.body,
  });
}

type ErrorBody = Record<string, unknown>;

async function answer(response: Response): Promise<{ status: number; body: ErrorBody }> {
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

describe('bad input gets a GoTrue-shaped 4xx', () => {
  it('malformed JSON → 400 bad_json', async () => {
    expect(await answer(await call('/signup', { body: '{"email":' }))).toMatchObject({
      status: 400,
      body: { code: 400, error_code: 'bad_json', msg: 'Could not parse request body as JSON' },
    });
  });

  it('a field of the wrong type → 400 bad_json', async () => {
    const { status, body } = await answer(await call('/token?grant_type=password', { body: '{"email":"a@b.co","password":123}' }));
    expect([status, body.error_code]).toEqual([400, 'bad_json']);
    expect((await answer(await call('/signup', { body: '[1,2]' }))).body.error_code).toBe('bad_json');
  });

  it('an oversized body → 413 request_entity_too_large', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x', data: { blob: 'x'.repeat(1024 * 1024) } });
    const { status, body } = await answer(await call('/signup', { body: big }));
    expect([status, body.error_code]).toEqual([413, 'request_entity_too_large']);
  });

  it('sign-up without a password, or without an e-mail', async () => {
    expect((await answer(await call('/signup', { body: '{"email":"a@b.co"}' }))).body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Signup requires a valid password',
    });
    // No address and no phone is GoTrue's anonymous sign-in, which is off.
    expect(await answer(await call('/signup', { body: '{"password":"Valid12345"}' }))).toMatchObject({
      status: 422,
      body: { error_code: 'anonymous_provider_disabled', msg: 'Anonymous sign-ins are disabled' },
    });
    expect((await answer(await call('/signup', { body: '{"email":"nope","password":"Valid12345"}' }))).body.msg).toBe(
      'Unable to validate email address: invalid format',
    );
  });

  it('features that are off answer as GoTrue does when they are disabled', async () => {
    expect(await answer(await call('/sso', { body: '{"domain":"example.com"}' }))).toMatchObject({
      status: 404,
      body: { error_code: 'saml_provider_disabled', msg: 'SAML 2.0 is disabled' },
    });
    expect(await answer(await call('/token?grant_type=web3', { body: '{}' }))).toMatchObject({
      status: 422,
      body: { error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' },
    });
    expect(await answer(await call('/token?grant_type=id_token', { body: '{"provider":"google","id_token":"x"}' }))).toMatchObject({
      status: 400,
      body: { error_code: 'provider_disabled', msg: 'Provider (issuer "https://accounts.google.com") is not enabled' },
    });
    expect(await answer(await call('/token?grant_type=id_token', { body: '{"provider":"acme","id_token":"x"}' }))).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'Custom OIDC provider "acme" not allowed' },
    });
  });

  it('an unknown grant type, path or method', async () => {
    expect(await answer(await call('/token?grant_type=magic', { body: '{}' }))).toMatchObject({
      status: 400,
      body: { error_code: 'invalid_credentials', msg: 'unsupported_grant_type' },
    });
    expect((await answer(await call('/nowhere'))).status).toBe(404);
    expect((await answer(await call('/signup'))).status).toBe(405);
  });

  it('no bearer token → 401 no_authorization; the anon key → 403 bad_jwt', async () => {
    expect(await answer(await call('/user'))).toMatchObject({ status: 401, body: { error_code: 'no_authorization' } });
    expect(await answer(await call('/user', { token: server.anonKey }))).toMatchObject({
      status: 403,
      body: { error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' },
    });
  });

  it('forged and expired tokens → 403 bad_jwt', async () => {
    const claims = { role: 'authenticated' as const, sub: '00000000-0000-4000-8000-000000000001' };
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret-but-long-enough-32chars'));
    const expired = await signJwt(claims, server.ctx.config.jwtSecret, 60, Math.floor(Date.now() / 1000) - 3600);
    for (const token of [forged, expired, 'not.a.jwt']) {
      const { status, body } = await answer(await call('/user', { token, dated: true }));
      expect([status, body.code]).toEqual([403, 'bad_jwt']);
    }
    expect((await answer(await call('/user', { token: expired }))).body.msg).toMatch(/token is expired/);
  });

  it('a token for a user who no longer exists → 403 user_not_found', async () => {
    const token = await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000002' }, server.ctx.config.jwtSecret, 60);
    expect((await answer(await call('/user', { token }))).body.error_code).toBe('user_not_found');
  });

  it('speaks the 2024-01-01 format, with its header, to clients that ask for it', async () => {
    const response = await call('/signup', { body: '{"email":"a@b.co"}', dated: true });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
  });
});

describe('settings and health', () => {
  it('GET /settings tells which providers are on and that e-mail is confirmed automatically', async () => {
    const { status, body } = await answer(await call('/settings'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, external: { email: true, google: true, github: false, phone: false } });
  });

  it('GET /health answers like GoTrue', async () => {
    expect((await answer(await call('/health'))).body).toMatchObject({ name: 'GoTrue' });
  });
});
