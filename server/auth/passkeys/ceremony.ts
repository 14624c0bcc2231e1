import type { Tx } from '../../db';
import type { AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { hasVerifiedFactor } from '../mfa/factor-rows';
import { readClientData } from './passkey-bodies';
import { consumeChallenge, type ChallengeKind, type ChallengeSession } from './passkey-rows';
import { relyingParty, type RelyingParty } from './relying-party';

/** The relying party, or GoTrue's 404 passkey_disabled when the server cannot name one. */
export function requireRelyingParty(services: AuthServices): RelyingParty {
  const rp = relyingParty(services);
  if (!rp) throw authError('passkeyDisabled');
  return rp;
}

/**
 * The origin a response carries, once it is one of the site's pages and it answers the challenge
 * the server issued: the library then checks the response against exactly that origin.
 */
export function checkedOrigin(rp: RelyingParty, clientDataJSON: string, session: ChallengeSession): string {
  const data = readClientData(clientDataJSON);
  if (!rp.allowsOrigin(data.origin) || data.challenge !== session.challenge) throw authError('passkeyVerificationFailed');
  return data.origin;
}

/** Spends the challenge a response names: GoTrue's 400s for one unknown, spent or expired. */
export async function spendChallenge(tx: Tx, id: string, kind: ChallengeKind, userId: string | null): Promise<ChallengeSession> {
  const spent = await consumeChallenge(tx, id, kind, userId);
  if (!spent) throw authError('passkeyChallengeNotFound');
  if (!spent.live) throw authError('passkeyChallengeExpired');
  return spent.session;
}

/**
 * GoTrue's requirePasskeyManagementAAL: adding or removing a passkey needs an aal2 session once she
 * has a verified factor (so a stolen password cannot); without one, aal1 is all there is.
 */
export async function assertMayManagePasskeys(tx: Tx, userId: string, aal: string): Promise<void> {
  if (aal !== 'aal2' && (await hasVerifiedFactor(tx, userId))) throw authError('aalRequiredForPasskeys');
}

/** How long the browser may wait for the person (WebAuthn's `timeout`), within the challenge's life. */
export const CEREMONY_TIMEOUT_MS = 120_000;
