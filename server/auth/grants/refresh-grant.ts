import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import type { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';
import { issueRefreshToken, lockRefreshToken, MIN_REFRESH_TOKEN_LENGTH, revokeRefreshToken } from '../sessions/refresh-tokens';
import { endSessions, markSessionRefreshed, sessionExists } from '../sessions/sessions';
import { tokenResponse, type TokenResponse } from '../sessions/token-response';

const RefreshBody = z.object({ refresh_token: optionalText });

/**
 * POST /token?grant_type=refresh_token. Each refresh token works once: the answer carries its
 * successor. Presenting a used one again is treated as theft — the whole session ends — and is
 * answered refresh_token_already_used; after that the token is simply not found.
 */
export async function refreshGrant(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, RefreshBody);
  if (body.refresh_token.length < MIN_REFRESH_TOKEN_LENGTH) throw authError('refreshTokenInvalid');

  // The reuse case must commit the session's end and still fail, so the outcome is returned, not thrown.
  const outcome = await services.ctx.db.transaction(async (tx): Promise<TokenResponse | AuthHttpError> => {
    const current = await lockRefreshToken(tx, body.refresh_token);
    if (!current) return authError('refreshTokenNotFound');
    if (!current.session_id || !(await sessionExists(tx, current.session_id))) {
      return authError('refreshSessionNotFound');
    }
    if (current.revoked) {
      await endSessions(tx, current.user_id, current.session_id, 'local');
      return authError('refreshTokenAlreadyUsed');
    }
    await revokeRefreshToken(tx, current.token);
    const successor = await issueRefreshToken(tx, current.user_id, current.session_id, current.token);
    await markSessionRefreshed(tx, current.session_id, request.sessionOrigin);
    return tokenResponse(tx, services, request, current.user_id, current.session_id, successor);
  });
  if (outcome instanceof Error) throw outcome;
  sendJson(request.res, 200, outcome);
}
