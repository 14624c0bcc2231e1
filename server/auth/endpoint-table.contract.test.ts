import { documentedTable, endpointTable, type Classify, type EndpointProbe } from '../testing/endpoint-table';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// docs/local-backend.md's table of the auth endpoints supabase-js calls is what a server with the
// default settings answers them; WRITE_DOCS=1 npm test -- <this file> rewrites it.

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  const client = createTestClient(server.url, server.anonKey);
  const { data, error } = await client.auth.signUp({ email: 'table@example.com', password: 'Souffle123' });
  if (error) throw error;
  member = data.session?.access_token ?? '';
});
afterAll(() => server.close());

const NOBODY = '00000000-0000-4000-8000-00000000abcd';

function call(method: string, route: string, body?: object, as: 'anon' | 'member' | 'service' = 'anon'): () => Promise<Response> {
  const bearer = { anon: server.anonKey, member, service: server.serviceRoleKey }[as];
  return () =>
    fetch(`${server.url}/auth/v1${route}`, {
      method,
      redirect: 'manual',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
}

// GoTrue's answers for a feature it has but this server keeps off (docs: Differences from hosted Supabase Auth).
const OFF_CODES = ['anonymous_provider_disabled', 'saml_provider_disabled', 'web3_provider_disabled', 'provider_disabled', 'phone_provider_disabled'];

const classify: Classify = (status, body) => {
  const code = String(body.error_code ?? body.code ?? '');
  if (status === 404 && code === 'not_found') return 'not implemented (404)';
  if (OFF_CODES.includes(code)) return `off: ${status} \`${code}\``;
  return 'served';
};

const probes = (): EndpointProbe[] => [
  { call: '`signUp({ email, password })`', endpoint: 'POST /signup', request: call('POST', '/signup', { email: 'x@example.com', password: '' }) },
  { call: '`signInAnonymously()`', endpoint: 'POST /signup', request: call('POST', '/signup', {}) },
  { call: '`signInWithPassword({ email, password })`', endpoint: 'POST /token?grant_type=password', request: call('POST', '/token?grant_type=password', {}) },
  { call: '`signInWithPassword({ phone, password })`', endpoint: 'POST /token?grant_type=password', request: call('POST', '/token?grant_type=password', { phone: '+15550100', password: 'x' }) },
  { call: '`refreshSession()`', endpoint: 'POST /token?grant_type=refresh_token', request: call('POST', '/token?grant_type=refresh_token', {}) },
  { call: '`exchangeCodeForSession(code)`', endpoint: 'POST /token?grant_type=pkce', request: call('POST', '/token?grant_type=pkce', {}) },
  { call: '`signInWithIdToken({ provider: "google" })`', endpoint: 'POST /token?grant_type=id_token', request: call('POST', '/token?grant_type=id_token', { provider: 'google', id_token: 'x' }) },
  { call: '`signInWithWeb3()`', endpoint: 'POST /token?grant_type=web3', request: call('POST', '/token?grant_type=web3', { chain: 'ethereum', message: 'x', signature: 'x' }) },
  { call: '`signInWithOtp({ email })`', endpoint: 'POST /otp', request: call('POST', '/otp', { email: '' }) },
  { call: '`signInWithOtp({ phone })`', endpoint: 'POST /otp', request: call('POST', '/otp', { phone: '+15550100' }) },
  { call: '`verifyOtp()`', endpoint: 'POST /verify', request: call('POST', '/verify', {}) },
  { call: '`resetPasswordForEmail(email)`', endpoint: 'POST /recover', request: call('POST', '/recover', {}) },
  { call: '`resend({ type: "signup" })`', endpoint: 'POST /resend', request: call('POST', '/resend', {}) },
  { call: '`getUser()`', endpoint: 'GET /user', request: call('GET', '/user', undefined, 'member') },
  { call: '`updateUser()`', endpoint: 'PUT /user', request: call('PUT', '/user', { app_metadata: {} }, 'member') },
  { call: '`reauthenticate()`', endpoint: 'GET /reauthenticate', request: call('GET', '/reauthenticate') },
  { call: '`signOut()`', endpoint: 'POST /logout', request: call('POST', '/logout') },
  { call: '`getClaims()`', endpoint: 'GET /.well-known/jwks.json', request: call('GET', '/.well-known/jwks.json') },
  { call: '`signInWithOAuth({ provider: "google" })`', endpoint: 'GET /authorize', request: call('GET', '/authorize?provider=google') },
  { call: '`signInWithSSO()`', endpoint: 'POST /sso', request: call('POST', '/sso', { domain: 'example.com' }) },
  { call: '`linkIdentity()`', endpoint: 'GET /user/identities/authorize', request: call('GET', '/user/identities/authorize?provider=google', undefined, 'member') },
  { call: '`unlinkIdentity()`', endpoint: 'DELETE /user/identities/{id}', request: call('DELETE', `/user/identities/${NOBODY}`, undefined, 'member') },
  { call: '`mfa.enroll({ factorType: "totp" })`', endpoint: 'POST /factors', request: call('POST', '/factors', {}) },
  { call: '`mfa.challenge()`, `mfa.verify()`', endpoint: 'POST /factors/{id}/challenge', request: call('POST', `/factors/${NOBODY}/challenge`) },
  { call: '`passkey.startAuthentication()`', endpoint: 'POST /passkeys/authentication/options', request: call('POST', '/passkeys/authentication/options', {}) },
  { call: '`passkey.verifyAuthentication()`', endpoint: 'POST /passkeys/authentication/verify', request: call('POST', '/passkeys/authentication/verify', {}) },
  { call: '`passkey.startRegistration()`', endpoint: 'POST /passkeys/registration/options', request: call('POST', '/passkeys/registration/options', {}, 'member') },
  { call: '`passkey.verifyRegistration()`', endpoint: 'POST /passkeys/registration/verify', request: call('POST', '/passkeys/registration/verify', {}, 'member') },
  { call: '`passkey.list()`', endpoint: 'GET /passkeys', request: call('GET', '/passkeys', undefined, 'member') },
  { call: '`passkey.update()`, `passkey.delete()`', endpoint: 'PATCH /passkeys/{id}', request: call('PATCH', `/passkeys/${NOBODY}`, { friendly_name: 'x' }, 'member') },
  { call: '`admin.passkey.listPasskeys()`', endpoint: 'GET /admin/users/{id}/passkeys', request: call('GET', `/admin/users/${NOBODY}/passkeys`, undefined, 'service') },
  { call: '`admin.listUsers()`', endpoint: 'GET /admin/users', request: call('GET', '/admin/users', undefined, 'service') },
  { call: '`admin.createUser()`', endpoint: 'POST /admin/users', request: call('POST', '/admin/users', {}, 'service') },
  { call: '`admin.getUserById()`, `updateUserById()`, `deleteUser()`', endpoint: 'GET /admin/users/{id}', request: call('GET', `/admin/users/${NOBODY}`, undefined, 'service') },
  { call: '`admin.generateLink()`', endpoint: 'POST /admin/generate_link', request: call('POST', '/admin/generate_link', {}, 'service') },
  { call: '`admin.inviteUserByEmail()`', endpoint: 'POST /invite', request: call('POST', '/invite', {}, 'service') },
  { call: '`admin.mfa.listFactors()`', endpoint: 'GET /admin/users/{id}/factors', request: call('GET', `/admin/users/${NOBODY}/factors`, undefined, 'service') },
  { call: '`admin.oauth.listClients()`', endpoint: 'GET /admin/oauth/clients', request: call('GET', '/admin/oauth/clients', undefined, 'service') },
  { call: '(deprecated: magic link)', endpoint: 'POST /magiclink', request: call('POST', '/magiclink', {}) },
];

it('docs/local-backend.md lists every auth endpoint with the answer this server gives it', async () => {
  const generated = await endpointTable(probes(), classify);
  expect(await documentedTable('endpoints:auth', generated)).toBe(generated);
});
