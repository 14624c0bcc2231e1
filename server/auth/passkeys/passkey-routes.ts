import type { AuthRequest, AuthServices } from '../auth-request';
import { removePasskey } from './manage-passkeys';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

/**
 * Where the passkey endpoints live: under a prefix of ours, since GoTrue has passkey routes of its
 * own under /passkeys (docs/local-backend.md, Passkeys).
 */
export const PASSKEYS_PATH = '/ascend/passkeys';

const ONE_PASSKEY = /^\/ascend\/passkeys\/([^/]+)$/;

/** `/ascend/passkeys/{id}`; undefined for any other path. */
export function passkeyRoute(path: string): Partial<Record<string, Route>> | undefined {
  const match = ONE_PASSKEY.exec(path);
  if (!match) return undefined;
  const id = match[1];
  return { DELETE: (request, services) => removePasskey(request, services, id) };
}
