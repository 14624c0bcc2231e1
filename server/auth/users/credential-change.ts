import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { verifyPassword } from '../passwords/password-hash';
import { beginPasswordAttempt } from '../rate-limits/rate-limit-guard';
import { secondsSinceSignIn } from '../sessions/sessions';
import { spendNonce } from './reauthenticate';
import type { UserRow } from './user-row';

export type CredentialChange = 'password' | 'email';

/**
 * A new password or e-mail takes an account over, so a stolen access token alone must not be enough:
 * the request carries the right `current_password` (checked and counted like a sign-in, so it is no
 * guessing oracle), or the session signed in within `reauthenticationWindowSeconds`. This is GoTrue's
 * "secure password change" (UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, with its codes and wording),
 * or the `nonce` /reauthenticate mailed her (reauthenticate.ts), or a recent sign-in. An account
 * without a password (Google only) relies on a recent sign-in or the nonce. An anonymous user has
 * nothing but her session to prove, so it is enough, as in GoTrue, to give her an e-mail and password.
 */
export async function assertMayChangeCredentials(
  request: AuthRequest,
  services: AuthServices,
  user: UserRow,
  sessionId: string,
  currentPassword: string,
  change: CredentialChange,
  nonce = '',
): Promise<void> {
  if (user.is_anonymous) return;
  if (nonce !== '') {
    await spendNonce(services.ctx.db, request, services, user, nonce);
    return;
  }
  if (currentPassword !== '' && user.encrypted_password) {
    const attempt = await beginPasswordAttempt(request, services, user.email ?? user.id);
    if (!(await verifyPassword(currentPassword, user.encrypted_password))) throw authError('currentPasswordInvalid');
    attempt.succeeded();
    return;
  }
  const age = await secondsSinceSignIn(services.ctx.db, sessionId);
  if (age !== null && age <= services.options.reauthenticationWindowSeconds) return;
  throw authError(change === 'password' ? 'currentPasswordRequired' : 'emailChangeNeedsPassword');
}
