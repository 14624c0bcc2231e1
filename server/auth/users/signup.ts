import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { alreadyRegisteredMail, confirmSignupMail } from '../email/auth-emails';
import { emailLink, FORGOT_PASSWORD_PAGE, redirectToOf, siteUrl } from '../email/email-links';
import { newOneTimeToken } from '../email/one-time-token';
import { sendAuthMail } from '../email/send-auth-mail';
import { storeToken } from '../email/token-store';
import { authError } from '../errors/error-catalogue';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword } from '../passwords/password-hash';
import { assertPkceParams } from '../pkce/pkce-params';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';
import { normalizeEmail } from './email-address';
import { userJson } from './user-json';
import { assertUserMetadataSize } from './user-metadata';
import { userWriteError } from './user-write-error';
import { findUserByEmail, insertIdentity, insertUser, isEmailTaken, listIdentities } from './users';

const SignupBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: optionalObject,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

type Answer = { json: Record<string, unknown>; mail?: Parameters<typeof sendAuthMail>[1] };

/**
 * What GoTrue answers for an address that has an account while confirmation is on: a user that
 * looks new (random id, no identities), so sign-up does not tell who is registered. The owner is
 * told by e-mail instead.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(), aud: 'authenticated', role: 'authenticated', email, phone: '',
    confirmation_sent_at: now, app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data, identities: [], created_at: now, updated_at: now, is_anonymous: false,
  };
}

/** An address that has an account, while confirmation is on: a new link if never confirmed, else a note. */
async function existingAccount(tx: Tx, request: AuthRequest, services: AuthServices, email: string, data: Record<string, unknown>): Promise<Answer> {
  const user = await findUserByEmail(tx, email);
  if (user && !user.email_confirmed_at) {
    const token = newOneTimeToken(email);
    await storeToken(tx, user.id, 'confirmation', token.tokenHash);
    const url = emailLink(request, services, 'signup', token.tokenHash, redirectToOf(request));
    return { json: userJson(user, await listIdentities(tx, user.id)), mail: confirmSignupMail(email, url) };
  }
  const site = siteUrl(request, services);
  // Counted like a reset request, silently: sign-up must not become a way to flood someone's inbox.
  if (!services.emailSends.tryAcquire(request.ip)) return { json: obfuscatedUser(email, data) };
  return { json: obfuscatedUser(email, data), mail: alreadyRegisteredMail(email, `${site}/login`, `${site}${FORGOT_PASSWORD_PAGE}`) };
}

/**
 * POST /signup, in GoTrue's order of checks. With autoconfirm (a local server) the address counts
 * as confirmed and the answer is a session; otherwise the answer is the new user, a confirmation
 * link goes to the address, and signing in waits for it (email_not_confirmed).
 */
export async function signup(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, SignupBody);
  if (body.password === '') throw authError('signupPasswordRequired');
  assertPasswordAcceptable(body.password);
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
  // Hashing takes a while; done before the transaction so other requests are not held up.
  const passwordHash = await hashPassword(body.password, services.options.passwordHashCost);
  const token = autoconfirm ? undefined : newOneTimeToken(email);
  const answer = await services.ctx.db
    .transaction(async (tx): Promise<Answer & { created: boolean }> => {
      if (await isEmailTaken(tx, email)) {
        if (autoconfirm) throw authError('userAlreadyExists');
        return { ...(await existingAccount(tx, request, services, email, data)), created: false };
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        confirmation: token ? { confirmed: false, tokenHash: token.tokenHash } : { confirmed: true },
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata,
      });
      const identity = await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: { ...data, sub: user.id, email, email_verified: false, phone_verified: false },
      });
      if (!token) return { json: { ...(await startSession(tx, services, request, user.id, 'password')) }, created: true };
      const url = emailLink(request, services, 'signup', token.tokenHash, redirectToOf(request));
      return { json: userJson(user, [identity]), mail: confirmSignupMail(email, url), created: true };
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  if (answer.created) services.accountCreations.record(request.ip);
  if (answer.mail) sendAuthMail(services, answer.mail);
  sendJson(request.res, 200, answer.json);
}
