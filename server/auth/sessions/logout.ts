import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { authenticate } from './authenticate';
import { endSessions, type LogoutScope } from './sessions';

const SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies LogoutScope[];

/** POST /logout?scope=global|local|others → 204; the sessions end and their refresh tokens with them. */
export async function logout(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user, sessionId } = await authenticate(request, services);
  const requested = request.url.searchParams.get('scope') || 'global';
  if (!SCOPES.includes(requested)) throw authError('logoutScopeInvalid', `Unsupported logout scope "${requested}"`);
  await services.ctx.db.transaction((tx) => endSessions(tx, user.id, sessionId, requested as LogoutScope));
  request.res.writeHead(204).end();
}
