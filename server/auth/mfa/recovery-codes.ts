import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { recoveryCodeUsedMail } from '../email/auth-emails';
import { sendAuthMailIn } from '../email/send-auth-mail';
import type { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';
import { renewRefreshToken } from '../sessions/assurance';
import { tokenResponse, type TokenResponse } from '../sessions/token-response';
import { assertMayTryCode, countWrongCode } from './code-guesses';
import { authenticatePermanentSession, securitySettingsUrl } from './mfa-session';

const RecoveryBody = z.object({ code: optionalText });

/**
 * The rule lives in SQL (supabase/schemas/mfa/pass_recovery_code.sql, shared with hosted Supabase's
 * path): the code is spent and the session raised to aal2, or null for a wrong or spent code.
 */
async function passRecoveryCode(tx: Tx, userId: string, sessionId: string, code: string): Promise<number | null> {
  const { rows } = await tx.query<{ left: number | null }>('select private.pass_recovery_code($1, $2, $3) as left', [userId, sessionId, code]);
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
    const left = await passRecoveryCode(tx, user.id, sessionId, body.code);
    if (left === null) {
      countWrongCode(services, user.id);
      return authError('recoveryCodeInvalid');
    }
    const refreshToken = await renewRefreshToken(tx, user.id, sessionId);
    return { ...(await tokenResponse(tx, services, request, user.id, sessionId, refreshToken)), recovery_codes_left: left };
  });
  if (outcome instanceof Error) throw outcome;
  const [email, settingsUrl, left] = [user.email, securitySettingsUrl(request, services), outcome.recovery_codes_left];
  if (email) sendAuthMailIn(services, user.id, (locale) => recoveryCodeUsedMail(email, left, settingsUrl, locale));
  sendJson(request.res, 200, outcome);
}
