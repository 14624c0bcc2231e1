import type { Tx } from '../../db';
import type { AuthRequest, AuthServices } from '../auth-request';
import { issuerOf } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import type { WeakPassword } from '../passwords/password-policy';
import { findUserById, touchLastSignIn } from '../users/users';
import { userJsonOf } from '../users/user-json-of';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';
import { createSession, sessionAmr, sessionAssurance, type AuthenticationMethod, type SecondStepMethod } from './sessions';

/** GoTrue's AccessTokenResponse: what auth-js turns into a Session. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: WeakPassword;
}

/** The response for a session that exists already, with the refresh token just issued for it. */
export async function tokenResponse(
  tx: Tx,
  services: AuthServices,
  request: AuthRequest,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw authError('refreshSessionNotFound');
  const aal = (await sessionAssurance(tx, sessionId)) ?? 'aal1';
  const amr = await sessionAmr(tx, sessionId);
  const access = await signAccessToken(services.ctx, user, sessionId, { aal, amr }, issuerOf(request));
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await userJsonOf(tx, user),
  };
}

/** Signs the user in: a new session, its first refresh token, and last_sign_in_at. */
export async function startSession(
  tx: Tx,
  services: AuthServices,
  request: AuthRequest,
  userId: string,
  method: AuthenticationMethod | SecondStepMethod,
): Promise<TokenResponse> {
  const sessionId = await createSession(tx, userId, method, request.sessionOrigin);
  await touchLastSignIn(tx, userId);
  const refreshToken = await issueRefreshToken(tx, userId, sessionId);
  return tokenResponse(tx, services, request, userId, sessionId, refreshToken);
}
