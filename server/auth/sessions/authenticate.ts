import { verifyJwt, type Claims } from '../../jwt';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import type { UserRow } from '../users/user-row';
import { findUserById } from '../users/users';
import { sessionAssurance, type AuthenticatorAssuranceLevel } from './sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer (\S+)$/i;

export interface Authenticated {
  claims: Claims;
  user: UserRow;
  /** Absent for tokens minted without a session (e.g. by a test or a script). */
  sessionId?: string;
  /** The session's level as stored (GoTrue's session.IsAAL2); aal1 without a session. */
  aal: AuthenticatorAssuranceLevel;
}

function jwtProblem(error: unknown): string {
  return (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
    ? 'token has invalid claims: token is expired'
    : 'token signature is invalid';
}

/**
 * GoTrue's requireAuthentication: a bearer user token whose user and session still exist. A token
 * of a signed-out session is refused even before it expires (403 session_not_found).
 */
export async function authenticate(request: AuthRequest, services: AuthServices): Promise<Authenticated> {
  const match = BEARER.exec(request.req.headers.authorization?.trim() ?? '');
  if (!match) throw authError('noAuthorization');
  let claims: Claims;
  try {
    claims = await verifyJwt(match[1], services.ctx.config);
  } catch (error) {
    throw authError('badJwt', `invalid JWT: unable to parse or verify signature, ${jwtProblem(error)}`);
  }
  if (!claims.sub) throw authError('missingSub');
  if (!UUID.test(claims.sub)) throw authError('subNotUuid');
  const { db } = services.ctx;
  const user = await findUserById(db, claims.sub);
  if (!user) throw authError('userNotFound');
  const sessionId = claims.session_id || undefined;
  if (sessionId === undefined) return { claims, user, aal: 'aal1' };
  if (!UUID.test(sessionId)) throw authError('sessionIdNotUuid');
  const aal = await sessionAssurance(db, sessionId);
  if (!aal) throw authError('sessionNotFound');
  return { claims, user, sessionId, aal };
}
