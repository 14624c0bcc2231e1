import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodAddedMail } from '../email/auth-emails';
import { sendAuthMailIn } from '../email/send-auth-mail';
import type { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';
import { optionalText, readAuthJson } from '../request-body';
import { endSessionsBelowAal2, raiseSession } from '../sessions/assurance';
import { tokenResponse, type TokenResponse } from '../sessions/token-response';
import { deleteChallenge, expireChallenge, findChallenge, lastAcceptedStep, spendChallenge } from './challenges';
import { assertMayTryCode, countWrongCode } from './code-guesses';
import { lockFactorSecret, markFactorVerified } from './factor-rows';
import { authenticatePermanentSession, securitySettingsUrl } from './mfa-session';
import { ownedFactor } from './owned-factor';
import { matchingStep } from './totp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// GoTrue decodes challenge_id into a UUID: anything else is a body it cannot parse (400 bad_json).
const VerifyBody = z.object({ challenge_id: z.string().regex(UUID, 'challenge_id must be a UUID'), code: optionalText });

/**
 * POST /factors/{id}/verify (supabase-js `mfa.verify`): a TOTP code for a live challenge of the
 * factor, asked for from this address. Right, it spends the challenge, verifies the factor on its
 * first use, and answers the session raised to aal2 (GoTrue's answer; supabase-js then emits
 * MFA_CHALLENGE_VERIFIED). A code works once per factor; five wrong ones end the challenge, ten an
 * hour stop the account trying (code-guesses.ts). Wrong outcomes are returned, not thrown, so what
 * they delete is committed.
 */
export async function verifyFactor(request: AuthRequest, services: AuthServices, factorId: string): Promise<void> {
  const { user, sessionId } = await authenticatePermanentSession(request, services);
  const factor = await ownedFactor(services, user.id, factorId);
  const body = await readAuthJson(request.req, VerifyBody);
  if (body.code === '') throw authError('mfaCodeRequired');
  if (factor.factor_type !== 'totp') throw authError('factorTypeInvalid');
  assertMayTryCode(services, user.id);

  const outcome = await services.ctx.db.transaction(async (tx): Promise<TokenResponse | AuthHttpError> => {
    const challenge = await findChallenge(tx, factor.id, body.challenge_id, request.ip);
    if (!challenge) return authError('challengeNotFound');
    if (challenge.verified || !challenge.sameAddress) return authError('challengeIpMismatch');
    if (challenge.expired) {
      await deleteChallenge(tx, challenge.id);
      return authError('challengeExpired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
    }
    const secret = await lockFactorSecret(tx, factor.id);
    const step = secret ? matchingStep(secret, body.code, Date.now()) : null;
    const lastStep = await lastAcceptedStep(tx, factor.id);
    if (step === null || (lastStep !== null && step <= lastStep)) {
      if (countWrongCode(services, user.id, challenge.id)) await expireChallenge(tx, challenge.id);
      return authError('totpCodeInvalid');
    }
    if (!(await spendChallenge(tx, challenge.id, step))) return authError('challengeIpMismatch');
    if (factor.status !== 'verified') await markFactorVerified(tx, factor);
    const refreshToken = await raiseSession(tx, user.id, sessionId, 'totp', factor.id);
    await endSessionsBelowAal2(tx, user.id);
    return tokenResponse(tx, services, request, user.id, sessionId, refreshToken);
  });
  if (outcome instanceof Error) throw outcome;
  if (factor.status !== 'verified' && user.email) {
    const [email, settingsUrl] = [user.email, securitySettingsUrl(request, services)];
    sendAuthMailIn(services, user.id, (locale) => signInMethodAddedMail(email, 'totp', settingsUrl, 'second step', locale));
  }
  sendJson(request.res, 200, outcome);
}
