import { verifyJwt, type Claims } from '../../jwt';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { sessionExists } from '../sessions/sessions';

const BEARER = /^Bearer (\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const ADMIN_ROLES: readonly string[] = ['service_role', 'supabase_admin'];

/**
 * GoTrue's requireAdminCredentials: a valid bearer token whose role is an admin role (the
 * service-role key). A token naming a session must name a live one. Members' tokens are refused.
 */
export async function requireAdminCredentials(request: AuthRequest, services: AuthServices): Promise<Claims> {
  const match = BEARER.exec(request.req.headers.authorization?.trim() ?? '');
  if (!match) throw authError('noAuthorization');
  let claims: Claims;
  try {
    claims = await verifyJwt(match[1], services.ctx.config);
  } catch {
    throw authError('badJwt');
  }
  const sessionId = claims.session_id;
  if (sessionId && (!UUID.test(sessionId) || !(await sessionExists(services.ctx.db, sessionId)))) {
    throw authError('sessionNotFound');
  }
  if (!ADMIN_ROLES.includes(claims.role)) throw authError('notAdmin');
  return claims;
}
