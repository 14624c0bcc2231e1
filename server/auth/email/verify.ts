import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertWithinRateLimit } from '../rate-limits/rate-limit-guard';
import { optionalText, readAuthJson } from '../request-body';
import type { AuthenticationMethod } from '../sessions/sessions';
import { startSession } from '../sessions/token-response';
import { normalizeEmail } from '../users/email-address';
import type { UserRow } from '../users/user-row';
import { isBanned } from '../users/user-row';
import { codeProof, linkProof } from './one-time-token';
import { assertMayTryToken, countWrongToken } from './token-guesses';
import { applyEmailChange, confirmEmail, findUserByToken, spendRecovery, type TokenKind } from './token-store';

const VerifyBody = z.object({
  type: optionalText,
  token: optionalText,
  token_hash: optionalText,
  email: optionalText,
  phone: optionalText,
});

/** The types this server issues links for, each with its token column and what spending it does. */
// A magic link is kept where GoTrue keeps it, as a recovery token, but signs in as an OTP: it gives no
// right to set a new password without the old one. `email` (a typed code) proves either kind, as in GoTrue.
const KINDS: Record<string, { kinds: TokenKind[]; method: AuthenticationMethod }> = {
  signup: { kinds: ['confirmation'], method: 'otp' },
  email: { kinds: ['confirmation', 'recovery'], method: 'otp' },
  magiclink: { kinds: ['recovery'], method: 'otp' },
  invite: { kinds: ['confirmation'], method: 'otp' },
  recovery: { kinds: ['recovery'], method: 'recovery' },
  email_change: { kinds: ['email_change'], method: 'otp' },
};

async function findByAnyKind(db: Tx, kinds: TokenKind[], proof: NonNullable<ReturnType<typeof linkProof>>) {
  for (const kind of kinds) {
    const user = await findUserByToken(db, kind, proof);
    if (user) return { user, kind };
  }
  return undefined;
}

async function spend(tx: Tx, user: UserRow, kind: TokenKind): Promise<void> {
  if (kind === 'confirmation') await confirmEmail(tx, user.id);
  else if (kind === 'recovery') await spendRecovery(tx, user.id);
  else await applyEmailChange(tx, user);
}

/**
 * POST /verify (supabase-js `verifyOtp`): `{ type, token_hash }` from an e-mail's link, or
 * `{ type, email, token }` with the code. A live token is spent once and starts a session — a
 * recovery session may set a new password without the old one (credential-change.ts). Anything else
 * is GoTrue's 403 otp_expired. Wrong links and codes are counted (token-guesses.ts): five from a
 * client address and it may try none for the hour; five codes for an address void its pending links.
 */
export async function verify(request: AuthRequest, services: AuthServices): Promise<void> {
  assertWithinRateLimit(request, services, 'verify');
  const body = await readAuthJson(request.req, VerifyBody);
  const type = Object.hasOwn(KINDS, body.type) ? KINDS[body.type] : undefined;
  if (!type) throw authError('verifyTypeInvalid');
  if (body.token_hash === '' && (body.token === '' || body.email === '')) throw authError('verifyParamsMissing');
  assertMayTryToken(request, services);

  const { db } = services.ctx;
  const email = body.token_hash === '' ? normalizeEmail(body.email) : '';
  const proof = body.token_hash === '' ? codeProof(email, body.token) : linkProof(body.token_hash);
  const found = proof && (await findByAnyKind(db, type.kinds, proof));
  if (!found || isBanned(found.user)) {
    await countWrongToken(request, services, email);
    throw authError('otpExpired');
  }
  const { user } = found;
  const session = await db.transaction(async (tx) => {
    await spend(tx, user, found.kind);
    return startSession(tx, services, request, user.id, type.method);
  });
  sendJson(request.res, 200, session);
}
