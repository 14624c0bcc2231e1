import { z } from 'zod';
import { sendJson } from '../../http';
import type { OutgoingMail } from '../../mail';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertPkceParams } from '../pkce/pkce-params';
import { assertEmailSendWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import { insertEmailUser } from '../users/email-user';
import { isBanned } from '../users/user-row';
import { assertUserMetadataSize } from '../users/user-metadata';
import { userWriteError } from '../users/user-write-error';
import { findUserByEmail, isEmailTaken } from '../users/users';
import { confirmSignupMail, magicLinkMail } from './auth-emails';
import { emailLink, redirectToOf } from './email-links';
import { mailLocale, metadataLocale } from './mail-locale';
import { mayMailAgain } from './mail-spacing';
import { newOneTimeToken } from './one-time-token';
import { sendAuthMail } from './send-auth-mail';
import { storeToken } from './token-store';

const OtpBody = z.object({
  email: optionalText,
  phone: optionalText,
  create_user: z.boolean().nullish(),
  data: optionalObject,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

/**
 * POST /otp (supabase-js `signInWithOtp({ email })`): a link and a code that sign her in, by e-mail.
 * An account that exists gets a magic link (kept as GoTrue keeps it, in the recovery token); a new
 * address, unless `create_user: false`, becomes an account without a password, confirmed by the link
 * of its first mail. The answer is `{}` either way; at most one mail a minute per address, and the
 * client address's e-mail limit counts each call, as for /recover.
 */
export async function otp(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, OtpBody);
  if (body.phone !== '') throw authError('phoneLoginDisabled');
  if (body.email === '') throw authError('otpEmailRequired');
  const email = normalizeEmail(body.email);
  assertPkceParams(body.code_challenge, body.code_challenge_method);
  const data = body.data ?? {};
  assertUserMetadataSize(data);
  const { db } = services.ctx;
  const existing = await findUserByEmail(db, email);
  if (!existing && (body.create_user === false || services.options.disableSignup)) throw authError('otpSignupsDisabled');
  assertEmailSendWithinLimit(request, services);

  let mail: OutgoingMail | undefined;
  if (existing) {
    if (!isBanned(existing) && (await mayMailAgain(db, existing.id, 'recovery'))) {
      const token = newOneTimeToken(email);
      await storeToken(db, existing.id, 'recovery', token);
      mail = magicLinkMail(email, emailLink(request, services, 'magiclink', token.linkToken, redirectToOf(request)), token.otp, await mailLocale(db, existing.id));
    }
  } else {
    services.accountCreations.assertAllowed(request.ip);
    const token = newOneTimeToken(email);
    const created = await db
      .transaction(async (tx) => {
        // Another request may have made it since: the address is then told nothing new.
        if (await isEmailTaken(tx, email)) return false;
        await insertEmailUser(tx, { email, passwordHash: '', data, userMetadata: { ...data, email_verified: false }, storedToken: token.stored });
        return true;
      })
      .catch((error: unknown) => {
        throw userWriteError(error, 'newUserRejected') ?? error;
      });
    if (created) {
      services.accountCreations.record(request.ip);
      mail = confirmSignupMail(email, emailLink(request, services, 'signup', token.linkToken, redirectToOf(request)), metadataLocale(data));
    }
  }
  if (mail) sendAuthMail(services, mail);
  sendJson(request.res, 200, {});
}
