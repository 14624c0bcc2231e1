import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { OutgoingMail } from '../../mail';
import type { AuthRequest, AuthServices } from '../auth-request';
import { alreadyRegisteredMail, confirmSignupMail } from '../email/auth-emails';
import { renewConfirmation } from '../email/confirmation-link';
import { emailLink, FORGOT_PASSWORD_PAGE, redirectToOf, siteUrl } from '../email/email-links';
import { mailLocale, metadataLocale } from '../email/mail-locale';
import { newOneTimeToken } from '../email/one-time-token';
import { sendAuthMail } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword } from '../passwords/password-hash';
import { assertPkceParams } from '../pkce/pkce-params';
import { assertEmailSendWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';
import { signInAnonymously } from './anonymous-sign-in';
import { normalizeEmail } from './email-address';
import { insertEmailUser, rehearseEmailUser, type NewEmailUser } from './email-user';
import { awaitingUserJson, obfuscatedUserJson } from './signup-answer';
import { assertUserMetadataSize } from './user-metadata';
import { userWriteError } from './user-write-error';
import { findUserByEmail, isEmailTaken } from './users';

const SignupBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: optionalObject,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

type Answer = { json: Record<string, unknown>; mail?: OutgoingMail; created: boolean };

/**
 * The mail for a sign-up with an address that has an account (confirmation on): a new link if it
 * never confirmed, else a note to its owner, each at most once a minute per address (GoTrue's
 * SMTP_MAX_FREQUENCY). Past that nothing is sent and nothing said: the answer stays the same.
 */
async function mailForRegisteredAddress(tx: Tx, request: AuthRequest, services: AuthServices, email: string): Promise<OutgoingMail | undefined> {
  const user = await findUserByEmail(tx, email);
  if (user && !user.email_confirmed_at) return renewConfirmation(tx, request, services, user);
  if (!services.registeredNotices.tryAcquire(email)) return undefined;
  const site = siteUrl(request, services);
  // In the language of the account's owner, to whom it goes, not of whoever tried.
  const locale = user ? await mailLocale(tx, user.id) : 'en';
  return alreadyRegisteredMail(email, `${site}/login`, `${site}${FORGOT_PASSWORD_PAGE}`, locale);
}

/**
 * POST /signup, in GoTrue's order of checks. With autoconfirm (a local server) the address counts
 * as confirmed and the answer is a session; otherwise a link goes to the address, signing in waits
 * for it (email_not_confirmed), and the answer is the same user-shaped JSON whether or not the
 * address already had an account (signup-answer.ts).
 */
export async function signup(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, SignupBody);
  // No address and no phone is GoTrue's anonymous sign-in.
  if (body.email === '' && body.phone === '') return signInAnonymously(request, services, body.data ?? {});
  if (services.options.disableSignup) throw authError('signupDisabled');
  if (body.password === '') throw authError('signupPasswordRequired');
  assertPasswordAcceptable(body.password, services.options.passwordRule);
  if (body.email !== '' && body.phone !== '') throw authError('signupEmailOrPhone');
  assertPkceParams(body.code_challenge, body.code_challenge_method);
  if (body.phone !== '') throw authError('phoneSignupDisabled');
  if (body.email === '') throw authError('signupEmailOnly');
  const email = normalizeEmail(body.email);
  const data = body.data ?? {};
  const { autoconfirm } = services.options;
  // What the access tokens will carry: the client's data plus whether the address is proved.
  const userMetadata = { ...data, email_verified: autoconfirm };
  assertUserMetadataSize(userMetadata);

  services.accountCreations.assertAllowed(request.ip);
  // With confirmation on, any sign-up may mail the address, so each counts as an e-mail request of
  // the client address, like /recover and /resend, before the address is looked up: past the limit
  // every address gets the same 429, which therefore says nothing about who is registered.
  if (!autoconfirm) assertEmailSendWithinLimit(request, services);
  // Hashing takes a while; done before the transaction so other requests are not held up, and for
  // a registered address too, so both take as long.
  const passwordHash = await hashPassword(body.password, services.options.passwordHashCost);
  const token = autoconfirm ? undefined : newOneTimeToken(email);
  const newUser: NewEmailUser = { email, passwordHash, data, userMetadata, storedToken: token?.stored };
  const answer = await services.ctx.db
    .transaction(async (tx): Promise<Answer> => {
      if (await isEmailTaken(tx, email)) {
        if (autoconfirm) throw authError('userAlreadyExists');
        await rehearseEmailUser(tx, newUser);
        return { json: obfuscatedUserJson(email, data), mail: await mailForRegisteredAddress(tx, request, services, email), created: false };
      }
      const user = await insertEmailUser(tx, newUser);
      if (!token) return { json: { ...(await startSession(tx, services, request, user.id, 'password')) }, created: true };
      const url = emailLink(request, services, 'signup', token.linkToken, redirectToOf(request));
      const at = (user.created_at ?? new Date()).toISOString();
      return { json: awaitingUserJson(user.id, email, data, at), mail: confirmSignupMail(email, url, metadataLocale(data)), created: true };
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  // With confirmation on, a registered address is answered as if an account was made, and counted
  // as one: else the limit's 429 would come later for a client that tried registered addresses.
  if (answer.created || !autoconfirm) services.accountCreations.record(request.ip);
  if (answer.mail) sendAuthMail(services, answer.mail);
  sendJson(request.res, 200, answer.json);
}
