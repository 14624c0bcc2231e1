import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { verifyPassword } from '../passwords/password-hash';
import { findPasswordWeakness } from '../passwords/password-policy';
import { beginPasswordAttempt } from '../rate-limits/rate-limit-guard';
import { optionalText, readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';
import { isBanned } from '../users/user-row';
import { findUserByEmail } from '../users/users';

const PasswordBody = z.object({ email: optionalText, phone: optionalText, password: optionalText });

/** POST /token?grant_type=password, answering as GoTrue's ResourceOwnerPasswordGrant. */
export async function passwordGrant(request: AuthRequest, services: AuthServices): Promise<void> {
  const body = await readAuthJson(request.req, PasswordBody);
  if (body.email !== '' && body.phone !== '') throw authError('loginEmailOrPhone');
  if (body.phone !== '') throw authError('phoneLoginDisabled');
  if (body.email === '') throw authError('missingEmailOrPhone');

  // Counted per address and per account before anything about the account is revealed.
  const attempt = await beginPasswordAttempt(request, services, body.email);
  const { db } = services.ctx;
  const user = await findUserByEmail(db, body.email);
  if (user && isBanned(user)) throw authError('userBanned');
  const valid = await verifyPassword(body.password, user?.encrypted_password);
  if (!user || !valid) throw authError('invalidCredentials');
  attempt.succeeded();
  if (!user.email_confirmed_at) throw authError('emailNotConfirmed');

  const session = await db.transaction((tx) => startSession(tx, services, request, user.id, 'password'));
  // A password that predates today's rules still signs in; the client is told it is weak.
  const weakness = findPasswordWeakness(body.password, services.options.passwordRule);
  sendJson(request.res, 200, weakness ? { ...session, weak_password: weakness } : session);
}
