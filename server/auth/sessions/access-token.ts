import type { ServerContext } from '../../context';
import { signJwt } from '../../jwt';
import type { UserRow } from '../users/user-row';
import type { AmrEntry, AuthenticatorAssuranceLevel } from './sessions';

export interface SignedAccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

/** An access token with the claims GoTrue puts in one, so RLS and auth-js read it the same way. */
export async function signAccessToken(
  ctx: ServerContext,
  user: UserRow,
  sessionId: string,
  assurance: { aal: AuthenticatorAssuranceLevel; amr: AmrEntry[] },
  issuer: string,
): Promise<SignedAccessToken> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = ctx.config.jwtExpiry;
  const token = await signJwt(
    {
      iss: issuer,
      aud: user.aud ?? 'authenticated',
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: assurance.aal,
      amr: assurance.amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    // The project's key pair when it has one (ES256 with its kid, verifiable through the JWKS), else HS256.
    ctx.config,
    expiresIn,
    now,
  );
  return { token, expiresIn, expiresAt: now + expiresIn };
}
