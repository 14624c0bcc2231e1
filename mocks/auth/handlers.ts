import { http, HttpResponse } from 'msw';
import { authUrl } from '../supabase-url';
import { callerOf, mockAccounts, type MockAccount, type MockSession } from './accounts';
import { authError } from './auth-error';
import { fakeAccessToken, sessionJson, userJson } from './session-json';

interface Credentials {
  email?: string;
  password?: string;
  refresh_token?: string;
  data?: Record<string, unknown>;
}

/** GoTrue's session answer for the account: a session the mock then knows (a sign-in, a spent e-mail link, a verified code). */
export const openSession = (account: MockAccount, aal: MockSession['aal'] = 'aal1') => HttpResponse.json(newSessionJson(account, aal));

/** The body of that answer, for routes that add to it (a recovery code's `recovery_codes_left`). */
export const newSessionJson = (account: MockAccount, aal: MockSession['aal'] = 'aal1') =>
  sessionJson(mockAccounts.open(account, (id, expiresAt) => fakeAccessToken(account, id, expiresAt, aal), aal), account);

function passwordGrant({ email = '', password }: Credentials) {
  const account = mockAccounts.byEmail(email);
  if (!account || account.password !== password) return authError(400, 'invalid_credentials', 'Invalid login credentials');
  return openSession(account);
}

// GoTrue rotates the refresh token on every use; the old one is then unknown.
function refreshGrant({ refresh_token = '' }: Credentials) {
  const session = mockAccounts.sessionByRefreshToken(refresh_token);
  const account = session && mockAccounts.byId(session.accountId);
  if (!session || !account) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  mockAccounts.close(session);
  return openSession(account, session.aal);
}

/**
 * GoTrue's /health: `embedded` names the embedded server, whose own route answers recovery codes;
 * anything else is hosted Supabase (src/shared/api/auth-server.ts).
 */
export const authServerHealth = (version: 'embedded' | 'hosted' = 'embedded') =>
  http.get(authUrl('/health'), () => HttpResponse.json({ version: version === 'embedded' ? 'embedded' : 'v2.180.0', name: 'GoTrue' }));

/**
 * GoTrue's sessions for the accounts a test added (mocks/auth/accounts.ts), autoconfirm on as this
 * project's server. What GoTrue decides beyond that (a taken e-mail, a weak password, a wrong current
 * password) is the real server's, tested in the integration tier; a web test that needs such an
 * answer declares it (mocks/api/rest.ts `problem`, auth-error.ts).
 */
export const authHandlers = [
  authServerHealth(),
  http.post(authUrl('/signup'), async ({ request }) => {
    const { email = '', password = '', data = {} } = (await request.json()) as Credentials;
    if (mockAccounts.byEmail(email)) return authError(422, 'user_already_exists', 'User already registered');
    return openSession(mockAccounts.add({ email: email.trim().toLowerCase(), password, user_metadata: data }));
  }),
  http.post(authUrl('/token'), async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    const body = (await request.json()) as Credentials;
    if (grant === 'password') return passwordGrant(body);
    if (grant === 'refresh_token') return refreshGrant(body);
    return authError(400, 'validation_failed', `Unsupported grant type in the mock: ${grant}`);
  }),
  http.get(authUrl('/user'), ({ request }) => {
    const caller = callerOf(request);
    return caller ? HttpResponse.json(userJson(caller.account)) : authError(403, 'session_not_found', 'Session not found');
  }),
  http.post(authUrl('/logout'), ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return authError(403, 'session_not_found', 'Session not found');
    const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
    if (scope === 'local') mockAccounts.close(caller.session);
    else mockAccounts.closeAll(caller.account.id, scope === 'others' ? caller.session : undefined);
    return new HttpResponse(null, { status: 204 });
  }),
];
