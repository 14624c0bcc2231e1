import type { Tx } from '../../db';
import type { OutgoingMail } from '../../mail';
import type { AuthRequest, AuthServices } from '../auth-request';
import type { UserRow } from '../users/user-row';
import { confirmSignupMail } from './auth-emails';
import { emailLink, redirectToOf } from './email-links';
import { mailLocale } from './mail-locale';
import { mayMailAgain } from './mail-spacing';
import { newOneTimeToken } from './one-time-token';
import { storeToken } from './token-store';

/**
 * A new confirmation link for a user who has not confirmed yet (replacing the pending one), unless
 * one went out within the minute: the mail to send, or undefined. For /resend and a repeated sign-up.
 */
export async function renewConfirmation(tx: Tx, request: AuthRequest, services: AuthServices, user: UserRow): Promise<OutgoingMail | undefined> {
  if (!user.email || !(await mayMailAgain(tx, user.id, 'confirmation'))) return undefined;
  const token = newOneTimeToken(user.email);
  await storeToken(tx, user.id, 'confirmation', token);
  return confirmSignupMail(user.email, emailLink(request, services, 'signup', token.linkToken, redirectToOf(request)), await mailLocale(tx, user.id));
}
