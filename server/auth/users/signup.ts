import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertPasswordAcceptable } from '../passwords/password-check';
import { hashPassword } from '../passwords/password-hash';
import { assertPkceParams } from '../pkce/pkce-params';
import { optionalObject, optionalText, readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';
import { normalizeEmail } from './email-address';
import { assertUserMetadataSize } from './user-metadata';
import { userWriteError } from './user-write-error';
import { insertIdentity, insertUser, isEmailTaken } from './users';

const SignupBody = z.object({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: optionalObject,
  code_challenge: optionalText,
  code_challenge_method: optionalText,
});

/**
 * POST /signup, in GoTrue's order of checks. E-mail is confirmed at once (autoconfirm), so the
 * answer is a session — with or without a PKCE challenge, as GoTrue does when it autoconfirms.
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
  // What the access tokens will carry: the client's data plus the confirmation's email_verified.
  const userMetadata = { ...data, email_verified: true };
  assertUserMetadataSize(userMetadata);

  services.accountCreations.assertAllowed(request.ip);
  // Hashing takes a while; done before the transaction so other requests are not held up.
  const passwordHash = await hashPassword(body.password);
  const session = await services.ctx.db
    .transaction(async (tx) => {
      if (await isEmailTaken(tx, email)) throw authError('userAlreadyExists');
      const user = await insertUser(tx, {
        email,
        passwordHash,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata,
      });
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: { ...data, sub: user.id, email, email_verified: false, phone_verified: false },
      });
      return startSession(tx, services, request, user.id, 'password');
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  services.accountCreations.record(request.ip);
  sendJson(request.res, 200, session);
}
