import { mockDb, type MockSession, type MockUser } from '../db';
import { fakeAccessToken } from './session-json';

const ACCESS_TOKEN_SECONDS = 3600;

/** A new session row for the user, as a sign-up or a password grant opens one. */
export function openSession(user: MockUser): MockSession {
  const id = crypto.randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS;
  return mockDb.sessions.create({ id, user_id: user.id, access_token: fakeAccessToken(user, id, expiresAt), expires_at: expiresAt });
}

/** The session and user a request's bearer token belongs to, or null (unknown or signed out). */
export function callerOf(request: Request): { session: MockSession; user: MockUser } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /i, '');
  const session = token ? mockDb.sessions.findFirst({ access_token: token }) : null;
  const user = session ? mockDb.users.findFirst({ id: session.user_id }) : null;
  return session && user ? { session, user } : null;
}
