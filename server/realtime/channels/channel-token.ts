import { decodeJwt } from 'jose';
import type { ServerContext } from '../../context';
import { endedSubject } from '../../http/token-subject';
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

/**
 * Verifies the access token a channel joins (or refreshes) with; a token whose user was deleted or
 * whose session ended is refused with GoTrue's words for it.
 */
export async function checkChannelToken(token: string, ctx: ServerContext): Promise<TokenCheck> {
  let claims: Claims;
  try {
    claims = await verifyJwt(token, ctx.config);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: REASONS.tokenExpired(secondsSinceExpiry(token)) };
    if (error instanceof Error && error.message === 'token has no known role') {
      return { ok: false, reason: REASONS.tokenMissingClaims };
    }
    return { ok: false, reason: REASONS.tokenInvalid };
  }
  if (typeof claims.exp !== 'number') return { ok: false, reason: REASONS.tokenMissingClaims };
  const ended = await endedSubject(ctx.db, claims);
  if (ended !== undefined) return { ok: false, reason: ended };
  return { ok: true, claims: claims as Claims & { exp: number } };
}
