import type { Tx } from '../db';
import type { Claims } from '../jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's words for a token that outlived its user or its session. */
export const ENDED_SUBJECT = {
  user: 'User from sub claim in JWT does not exist',
  session: 'Session from session_id claim in JWT does not exist',
} as const;

// Two primary-key lookups in one statement. A session goes with its user (on delete cascade), so a
// session of this user that exists means the user exists too.
const LOOKUP = `select exists (select 1 from auth.users u where u.id = $1) as user_exists,
  $2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2 and s.user_id = $1) as session_exists`;

/**
 * Why a verified, unexpired token no longer speaks for anyone: its user was deleted, or its session
 * ended (signed out). Undefined when the token names no user (the API keys, tokens a script mints for
 * a role) or when its user and session still exist. A signature proves who the token was issued to,
 * not that the account is still there, so every surface asks this before it serves a member.
 */
export async function endedSubject(db: Tx, claims: Claims): Promise<string | undefined> {
  const sub = claims.sub || undefined;
  const sessionId = claims.session_id || undefined;
  if (sub === undefined && sessionId === undefined) return undefined;
  if (sub === undefined || !UUID.test(sub)) return ENDED_SUBJECT.user;
  if (sessionId !== undefined && !UUID.test(sessionId)) return ENDED_SUBJECT.session;
  const { rows } = await db.query<{ user_exists: boolean; session_exists: boolean }>(LOOKUP, [sub, sessionId ?? null]);
  if (!rows[0]?.user_exists) return ENDED_SUBJECT.user;
  if (!rows[0].session_exists) return ENDED_SUBJECT.session;
  return undefined;
}
