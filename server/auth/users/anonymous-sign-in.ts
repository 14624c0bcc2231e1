import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError, rateLimitedError } from '../errors/error-catalogue';
import { startSession } from '../sessions/token-response';
import { assertUserMetadataSize } from './user-metadata';
import { userWriteError } from './user-write-error';
import { insertUser } from './users';

/**
 * POST /signup without e-mail or phone: GoTrue's anonymous sign-in, when the operator turned it on
 * (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED). A user without address or identity, `is_anonymous` in
 * her row and tokens (RLS reads it from auth.jwt()), signed in at once; adding an e-mail later makes
 * her permanent (users.ts setEmail, token-store.ts applyEmailChange). GoTrue's order of checks.
 */
export async function signInAnonymously(request: AuthRequest, services: AuthServices, data: Record<string, unknown>): Promise<void> {
  if (!services.options.anonymousUsers) throw authError('anonymousDisabled');
  const { anonymousSignIns } = services;
  if (!anonymousSignIns.tryAcquire(request.ip)) throw rateLimitedError(anonymousSignIns.retryAfterMs(request.ip));
  if (services.options.disableSignup) throw authError('signupDisabled');
  assertUserMetadataSize(data);
  const session = await services.ctx.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: null,
        anonymous: true,
        confirmation: { confirmed: false, storedToken: null },
        passwordHash: null,
        // GoTrue names no provider for an anonymous user.
        appMetadata: {},
        userMetadata: data,
      });
      return startSession(tx, services, request, user.id, 'anonymous');
    })
    .catch((error: unknown) => {
      throw userWriteError(error, 'newUserRejected') ?? error;
    });
  sendJson(request.res, 200, session);
}
