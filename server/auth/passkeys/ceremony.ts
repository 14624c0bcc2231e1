import type { AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { readClientData } from './passkey-bodies';
import { relyingParty, type RelyingParty } from './relying-party';

/** The relying party, or 422 when the server cannot name one. */
export function requireRelyingParty(services: AuthServices): RelyingParty {
  const rp = relyingParty(services);
  if (!rp) throw authError('passkeysUnavailable');
  return rp;
}

/**
 * The challenge and origin a response carries, once its origin is one of the site's pages: the
 * library then checks the response against exactly that origin and the relying party's id.
 */
export function checkedClientData(rp: RelyingParty, clientDataJSON: string): { challenge: string; origin: string } {
  const data = readClientData(clientDataJSON);
  if (!rp.allowsOrigin(data.origin)) throw authError('passkeyOriginNotAllowed');
  return data;
}

/** How long the browser may wait for the person (WebAuthn's `timeout`), within the challenge's life. */
export const CEREMONY_TIMEOUT_MS = 120_000;
