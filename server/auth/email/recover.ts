import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertPkceParams } from '../pkce/pkce-params';
import { assertEmailSendWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalText, readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import { isBanned } from '../users/user-row';
import { findUserByEmail } from '../users/users';
import { resetPasswordMail } from './auth-emails';
import { emailLink, redirectToOf } from './email-links';
import { newOneTimeToken } from './one-time-token';
import { sendAuthMail } from './send-auth-mail';
import { mailLocale } from './mail-locale';
import { mayMailAgain } from './mail-spacing';
import { storeToken } from './token-store';

const RecoverBody = z.object({
  email: optionalText,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

/**
 * POST /recover (supabase-js `resetPasswordForEmail`): e-mails a reset link to the address when it
 * belongs to a password account. The answer is `{}` whatever the address, and comes before the mail
 * is sent, so nobody learns from it who has an account. Counted per client address (429 past the
 * limit, like GoTrue's e-mail rate limit); a second ask within a minute sends nothing.
 */
export async function recover(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, RecoverBody);
  if (body.email === '') throw authError('passwordRecoveryEmailRequired');
  const email = normalizeEmail(body.email);
  assertPkceParams(body.code_challenge, body.code_challenge_method);
  assertEmailSendWithinLimit(request, services);

  const { db } = services.ctx;
  const user = await findUserByEmail(db, email);
  if (user && !isBanned(user) && (await mayMailAgain(db, user.id, 'recovery'))) {
    const token = newOneTimeToken(email);
    await storeToken(db, user.id, 'recovery', token);
    const url = emailLink(request, services, 'recovery', token.linkToken, redirectToOf(request));
    sendAuthMail(services, resetPasswordMail(email, url, await mailLocale(db, user.id)));
  }
  sendJson(request.res, 200, {});
}
