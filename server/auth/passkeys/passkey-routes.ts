import type { AuthRequest, AuthServices } from '../auth-request';
import { listOwnPasskeys, removePasskey, renameOwnPasskey } from './manage-passkeys';
import { registrationOptions, verifyRegistration } from './registration';
import { authenticationOptions, verifyAuthentication } from './sign-in';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

/** GoTrue's passkey routes (internal/api/api.go, `/passkeys`), at its paths. */
export const PASSKEY_ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/passkeys': { GET: listOwnPasskeys },
  '/passkeys/registration/options': { POST: registrationOptions },
  '/passkeys/registration/verify': { POST: verifyRegistration },
  '/passkeys/authentication/options': { POST: authenticationOptions },
  '/passkeys/authentication/verify': { POST: verifyAuthentication },
};

const ONE_PASSKEY = /^\/passkeys\/([^/]+)$/;

/** `/passkeys/{id}`; undefined for any other path. */
export function passkeyRoute(path: string): Partial<Record<string, Route>> | undefined {
  const match = ONE_PASSKEY.exec(path);
  if (!match) return undefined;
  const id = match[1];
  return {
    PATCH: (request, services) => renameOwnPasskey(request, services, id),
    DELETE: (request, services) => removePasskey(request, services, id),
  };
}
