import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertEmailSendWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalText, readAuthJson } from '../request-body';
import { normalizeEmail } from '../users/email-address';
import { findUserByEmail } from '../users/users';
import { renewConfirmation } from './confirmation-link';
import { sendAuthMail } from './send-auth-mail';

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
  const mail = user && !user.email_confirmed_at ? await renewConfirmation(db, request, services, user) : undefined;
  if (mail) sendAuthMail(services, mail);
  sendJson(request.res, 200, {});
}
