import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { confirmEmailChangeMail } from '../email/auth-emails';
import { emailLink, redirectToOf } from '../email/email-links';
import { newOneTimeToken } from '../email/one-time-token';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { storeToken } from '../email/token-store';
import { authError } from '../errors/error-catalogue';
import { hasVerifiedFactor } from '../mfa/factor-rows';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword, verifyPassword } from '../passwords/password-hash';
import { assertEmailChangeWithinLimit } from '../rate-limits/rate-limit-guard';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { authenticate } from '../sessions/authenticate';
import { endSessions } from '../sessions/sessions';
import { assertMayChangeCredentials } from './credential-change';
import { normalizeEmail } from './email-address';
import { ensureEmailIdentity } from './email-identity';
import { userJsonOf } from './user-json-of';
import { assertUserMetadataSize } from './user-metadata';
import { userWriteError } from './user-write-error';
import { findUserById, isEmailTaken, mergeUserMetadata, setEmail, setPasswordHash } from './users';

async function currentUserJson(tx: Tx, userId: string): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, userId);
  if (!user) throw authError('userNotFound');
  return userJsonOf(tx, user);
}

/** GET /user: the signed-in user, identities included (like GoTrue, also for a token without a session). */
export async function getUser(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user } = await authenticate(request, services);
  sendJson(request.res, 200, await currentUserJson(services.ctx.db, user.id));
}

const UserUpdateBody = z.object({
  email: optionalText,
  password: z.string().nullish(),
  current_password: optionalText,
  nonce: optionalText,
  data: optionalObject,
  app_metadata: optionalObject,
  phone: optionalText,
});

/**
 * PUT /user: e-mail, password and metadata, checked as GoTrue checks them, for the token of a live
 * session only. A new password or e-mail needs `current_password` or a recent sign-in
 * (credential-change.ts); either signs out the user's other sessions. A new e-mail applies at once
 * with autoconfirm, else once the link sent to it is opened; a user may try only a few an hour.
 */
export async function updateUser(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user, sessionId, aal } = await authenticate(request, services);
  // A token that names no session was not issued by a sign-in; it changes nothing.
  if (!sessionId) throw authError('sessionRequired');
  const body = await readAuthJson(request.req, UserUpdateBody);
  const email = body.email === '' ? '' : normalizeEmail(body.email);
  if (typeof body.password === 'string') assertPasswordAcceptable(body.password, services.options.passwordRule);
  if (body.app_metadata) throw authError('appMetadataForbidden');
  if (body.phone !== '') throw authError('phoneLoginDisabled');
  if (user.is_anonymous && body.password && email === '') throw authError('anonymousPasswordWithoutEmail');

  const changesEmail = email !== '' && email !== user.email;
  const { db } = services.ctx;
  // GoTrue: with a verified factor, only an aal2 session may change what signs the member in.
  if ((body.password || changesEmail) && aal !== 'aal2' && (await hasVerifiedFactor(db, user.id))) {
    throw authError('aalRequiredForCredentials');
  }
  // Whether an e-mail is taken is told only to a caller who proved to be the member, and only a few
  // times an hour: otherwise a stolen token would ask it of any address.
  if (body.password || changesEmail) {
    const change = body.password ? 'password' : 'email';
    await assertMayChangeCredentials(request, services, user, sessionId, body.current_password, change, body.nonce);
  }
  if (changesEmail) {
    assertEmailChangeWithinLimit(services, user.id);
    if (await isEmailTaken(db, email, user.id)) throw authError('emailExists');
  }
  let passwordHash: string | undefined;
  if (body.password) {
    if (await verifyPassword(body.password, user.encrypted_password)) throw authError('samePassword');
    passwordHash = await hashPassword(body.password, services.options.passwordHashCost);
  }

  // Without autoconfirm the new address must prove itself first: a link goes there, and the
  // change applies when it is opened (POST /verify, type email_change).
  const emailToken = changesEmail && !services.options.autoconfirm ? newOneTimeToken(email) : undefined;
  const applyEmailNow = changesEmail && !emailToken;
  const updated = await db
    .transaction(async (tx) => {
      if (passwordHash) await setPasswordHash(tx, user.id, passwordHash);
      if (passwordHash || applyEmailNow) await endSessions(tx, user.id, sessionId, 'others');
      if (body.data) assertUserMetadataSize(await mergeUserMetadata(tx, user.id, body.data));
      if (applyEmailNow) await setEmail(tx, user.id, email);
      if (emailToken) await storeToken(tx, user.id, 'email_change', emailToken, email);
      // Like GoTrue: a first password makes the e-mail a way to sign in, shown as an identity.
      if (passwordHash && !user.encrypted_password) await ensureEmailIdentity(tx, user.id);
      return currentUserJson(tx, user.id);
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'userUpdateRejected') ?? error;
    });
  if (emailToken) {
    const url = emailLink(request, services, 'email_change', emailToken.linkToken, redirectToOf(request));
    sendAuthMailIn(services, user.id, (locale) => confirmEmailChangeMail(email, url, locale));
  }
  sendJson(request.res, 200, updated);
}
