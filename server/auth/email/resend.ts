import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertEmailSendWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalText, readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import { findUserByEmail } from '../users/users';
import { confirmSignupMail } from './auth-emails';
import { emailLink, redirectToOf } from './email-links';
import { newOneTimeToken } from './one-time-token';
import { MIN_SECONDS_BETWEEN_EMAILS } from './recover';
import { sendAuthMail } from './send-auth-mail';
import { secondsSinceSent, storeToken } from './token-store';

const ResendBody = z.object({
  type: optionalText,
  email: optionalText,
});

/**
 * POST /resend (supabase-js `resend`) for `type: 'signup'`: a new confirmation link to an address
 * whose account is not confirmed yet. `{}` whatever the address, like /recover.
 */
export async function resend(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, ResendBody);
  if (body.type !== 'signup') throw authError('resendTypeInvalid');
  const email = normalizeEmail(body.email);
  assertEmailSendWithinLimit(request, services);
  const { db } = services.ctx;
  const user = await findUserByEmail(db, email);
  if (user && !user.email_confirmed_at) {
    const since = await secondsSinceSent(db, user.id, 'confirmation');
    if (since === null || since >= MIN_SECONDS_BETWEEN_EMAILS) {
      const token = newOneTimeToken(email);
      await storeToken(db, user.id, 'confirmation', token.tokenHash);
      const redirectTo = redirectToOf(request);
      sendAuthMail(services, confirmSignupMail(email, emailLink(request, services, 'signup', token.tokenHash, redirectTo)));
    }
  }
  sendJson(request.res, 200, {});
}
