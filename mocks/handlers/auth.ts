import { http, HttpResponse } from 'msw';
import { mockDb } from '../db';
import { authError } from '../gotrue/auth-error';
import { sessionJson, userJson } from '../gotrue/session-json';
import { callerOf, openSession } from '../gotrue/sessions';
import { authUrl } from '../supabase-url';

interface Credentials {
  email?: string;
  password?: string;
  refresh_token?: string;
  data?: Record<string, unknown>;
}

const sameEmail = (email: string | undefined) => (user: { email: string }) =>
  user.email.toLowerCase() === (email ?? '').trim().toLowerCase();

function passwordGrant({ email, password }: Credentials) {
  const user = mockDb.users.findFirst(sameEmail(email));
  if (!user || user.password !== password) return authError(400, 'invalid_credentials', 'Invalid login credentials');
  return HttpResponse.json(sessionJson(openSession(user), user));
}

// GoTrue rotates the refresh token on every use; the old one is then unknown.
function refreshGrant({ refresh_token }: Credentials) {
  const session = mockDb.sessions.findFirst({ refresh_token });
  const user = session && mockDb.users.findFirst({ id: session.user_id });
  if (!session || !user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  mockDb.sessions.delete({ id: session.id });
  return HttpResponse.json(sessionJson(openSession(user), user));
}

/** The sign-up trigger refuses a requested username that a profile has (any case): 422, as our server. */
const usernameTaken = (username: unknown) =>
  typeof username === 'string' && mockDb.profiles.findFirst((profile) => profile.username.toLowerCase() === username.toLowerCase());

/**
 * GoTrue over the users and sessions tables, autoconfirm on (as this project's server). The
 * database's sign-up trigger is modelled only in its refusal of a taken username, not in creating
 * the profile: web tests see the SPA's own profile insert; the integration tests run the real trigger.
 */
export const authHandlers = [
  http.post(authUrl('/signup'), async ({ request }) => {
    const { email = '', password = '', data = {} } = (await request.json()) as Credentials;
    if (mockDb.users.findFirst(sameEmail(email))) return authError(422, 'user_already_exists', 'User already registered');
    if (usernameTaken(data.username)) return authError(422, 'validation_failed', 'Username is already taken');
    const user = mockDb.users.create({ email: email.trim().toLowerCase(), password, user_metadata: data });
    return HttpResponse.json(sessionJson(openSession(user), user));
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
    return caller ? HttpResponse.json(userJson(caller.user)) : authError(403, 'session_not_found', 'Session not found');
  }),
  http.post(authUrl('/logout'), ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return authError(403, 'session_not_found', 'Session not found');
    const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
    if (scope === 'local') mockDb.sessions.delete({ id: caller.session.id });
    else mockDb.sessions.delete((session) => session.user_id === caller.user.id && (scope === 'global' || session.id !== caller.session.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
