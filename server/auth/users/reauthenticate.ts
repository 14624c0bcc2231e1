import { createHash, randomInt } from 'node:crypto';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { reauthenticationMail } from '../email/auth-emails';
import { MIN_SECONDS_BETWEEN_EMAILS } from '../email/mail-spacing';
import { ONE_TIME_TOKEN_TTL_SECONDS } from '../email/one-time-token';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { assertMayTryToken, countWrongToken } from '../email/token-guesses';
import { authError } from '../errors/error-catalogue';
import { authenticate } from '../sessions/authenticate';
import type { UserRow } from './user-row';

/** GoTrue's token hash for a code: hex sha224 of the address followed by the code. */
const nonceDigest = (email: string, nonce: string) => createHash('sha224').update(email + nonce).digest('hex');

/**
 * POST /reauthenticate (supabase-js `reauthenticate()`): mails the signed-in member a six-digit code,
 * which `updateUser({ password, nonce })` takes instead of the current password (credential-change.ts).
 * Her e-mail must be confirmed; a second ask within a minute sends nothing. Answers `{}`.
 */
export async function reauthenticate(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user } = await authenticate(request, services);
  if (!user.email || !user.email_confirmed_at) throw authError('reauthenticateUnconfirmed');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { rows } = await services.ctx.db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
      where id = $1 and (reauthentication_sent_at is null or reauthentication_sent_at <= now() - make_interval(secs => $3))
      returning id`,
    [user.id, nonceDigest(user.email, code), MIN_SECONDS_BETWEEN_EMAILS],
  );
  const email = user.email;
  if (rows.length > 0) sendAuthMailIn(services, user.id, (locale) => reauthenticationMail(email, code, locale));
  sendJson(request.res, 200, {});
}

/**
 * Spends the member's code if `nonce` is it and was sent within the hour; a wrong one is counted as a
 * wrong e-mail code (token-guesses.ts), so the million codes cannot be tried.
 */
export async function spendNonce(tx: Tx, request: AuthRequest, services: AuthServices, user: UserRow, nonce: string): Promise<void> {
  assertMayTryToken(request, services);
  const { rows } = await tx.query(
    `update auth.users set reauthentication_token = '', updated_at = now()
      where id = $1 and reauthentication_token <> '' and reauthentication_token = $2
        and reauthentication_sent_at > now() - make_interval(secs => $3)
      returning id`,
    [user.id, nonceDigest(user.email ?? '', nonce.trim()), ONE_TIME_TOKEN_TTL_SECONDS],
  );
  if (rows.length === 0) {
    await countWrongToken(request, services, user.email ?? '');
    throw authError('nonceInvalid');
  }
}
