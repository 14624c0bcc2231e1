import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { recoveryCodeUsedMail } from '../email/auth-emails';
import { sendAuthMail } from '../email/send-auth-mail';
import type { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';
import { endSessionsBelowAal2, raiseSession } from '../sessions/assurance';
import { tokenResponse, type TokenResponse } from '../sessions/token-response';
import { assertMayTryCode, countWrongCode } from './code-guesses';
import { hasVerifiedFactor } from './factor-rows';
import { authenticatePermanentSession, securitySettingsUrl } from './mfa-session';

const RecoveryBody = z.object({ code: optionalText });

/** The rule lives in SQL (supabase/schemas/mfa/use_recovery_code.sql): codes left, or null. */
async function useRecoveryCode(tx: Tx, userId: string, code: string): Promise<number | null> {
  const { rows } = await tx.query<{ left: number | null }>('select private.use_recovery_code($1, $2) as left', [userId, code]);
  return rows[0]?.left ?? null;
}

/**
 * POST /recovery_codes/verify `{ code }` (ours; GoTrue has no recovery codes): instead of the
 * authenticator app, one of the member's recovery codes raises her aal1 session to aal2 (amr
 * `mfa/recovery_code`). The answer is GoTrue's session answer plus `recovery_codes_left`; wrong codes
 * count with wrong TOTP codes against the account. docs/local-backend.md, Two-step sign-in.
 */
export async function verifyRecoveryCode(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user, sessionId } = await authenticatePermanentSession(request, services);
  const body = await readAuthJson(request.req, RecoveryBody);
  if (body.code === '') throw authError('mfaCodeRequired');
  assertMayTryCode(services, user.id);

  type Answer = TokenResponse & { recovery_codes_left: number };
  const outcome = await services.ctx.db.transaction(async (tx): Promise<Answer | AuthHttpError> => {
    const left = (await hasVerifiedFactor(tx, user.id)) ? await useRecoveryCode(tx, user.id, body.code) : null;
    if (left === null) {
      countWrongCode(services, user.id);
      return authError('recoveryCodeInvalid');
    }
    const refreshToken = await raiseSession(tx, user.id, sessionId, 'mfa/recovery_code', null);
    await endSessionsBelowAal2(tx, user.id);
    return { ...(await tokenResponse(tx, services, request, user.id, sessionId, refreshToken)), recovery_codes_left: left };
  });
  if (outcome instanceof Error) throw outcome;
  if (user.email) sendAuthMail(services, recoveryCodeUsedMail(user.email, outcome.recovery_codes_left, securitySettingsUrl(request, services)));
  sendJson(request.res, 200, outcome);
}
