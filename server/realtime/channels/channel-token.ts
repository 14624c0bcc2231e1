import { decodeJwt } from 'jose';
import { verifyJwt, type Claims } from '../../jwt';
import { REASONS } from '../reasons';

export type TokenCheck = { ok: true; claims: Claims & { exp: number } } | { ok: false; reason: string };

function secondsSinceExpiry(token: string): number {
  try {
    const { exp } = decodeJwt(token);
    return Math.max(0, Math.floor(Date.now() / 1000) - (exp ?? 0));
  } catch {
    return 0;
  }
}

/** Verifies the access token a channel joins (or refreshes) with. */
export async function checkChannelToken(token: string, secret: string): Promise<TokenCheck> {
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: REASONS.tokenExpired(secondsSinceExpiry(token)) };
    if (error instanceof Error && error.message === 'token has no known role') {
      return { ok: false, reason: REASONS.tokenMissingClaims };
    }
    return { ok: false, reason: REASONS.tokenInvalid };
  }
  if (typeof claims.exp !== 'number') return { ok: false, reason: REASONS.tokenMissingClaims };
  return { ok: true, claims: claims as Claims & { exp: number } };
}
