import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type WebAuthnCredential } from '@simplewebauthn/server';
import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertWithinRateLimit } from '../rate-limits/rate-limit-guard';
import { readAuthJson } from '../request-body';
import { startSession } from '../sessions/token-response';
import { isBanned } from '../users/user-row';
import { findUserById } from '../users/users';
import { CEREMONY_TIMEOUT_MS, checkedClientData, requireRelyingParty } from './ceremony';
import { AuthenticationCredential } from './passkey-bodies';
import { findPasskeyByCredentialId, markPasskeyUsed, saveChallenge, spendChallenge } from './passkey-rows';

/**
 * POST /ascend/passkeys/authentication/options: a challenge for a sign-in with any of the site's
 * passkeys (no e-mail typed: the browser offers the discoverable ones it holds). Counted with the
 * password sign-ins of the client's address.
 */
export async function authenticationOptions(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  assertWithinRateLimit(request, services, 'sign_in');
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
  await services.ctx.db.transaction((tx) => saveChallenge(tx, options.challenge, 'authentication', null));
  sendJson(request.res, 200, options);
}

const VerifyBody = z.object({ credential: AuthenticationCredential });

/**
 * POST /ascend/passkeys/authentication/verify: `{ credential }` → GoTrue's token response for a new
 * session at aal2 with `mfa/webauthn` in its amr (a passkey is something she has, unlocked by
 * something she is or knows). The challenge is spent first; the signature must verify with the
 * stored key, from a site page, with user verification, and a counter that moved forward (or stays
 * 0, as synced passkeys report).
 */
export async function verifyAuthentication(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  assertWithinRateLimit(request, services, 'sign_in');
  const { credential } = await readAuthJson(request.req, VerifyBody);
  const { challenge, origin } = checkedClientData(rp, credential.response.clientDataJSON);

  const { db } = services.ctx;
  const spent = await db.transaction((tx) => spendChallenge(tx, challenge, 'authentication', null));
  if (!spent) throw authError('passkeyChallengeInvalid');
  const passkey = await findPasskeyByCredentialId(db, credential.id);
  if (!passkey) throw authError('passkeyUnknown');
  // The user handle names the account the credential was made for; a mismatch is someone else's key.
  const handle = credential.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.user_id) throw authError('passkeyVerificationFailed');

  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports as WebAuthnCredential['transports'],
    },
    requireUserVerification: true,
  }).catch(() => {
    throw authError('passkeyVerificationFailed');
  });
  if (!verification.verified) throw authError('passkeyVerificationFailed');

  const user = await findUserById(db, passkey.user_id);
  if (!user) throw authError('passkeyUnknown');
  if (isBanned(user)) throw authError('userBanned');
  const session = await db.transaction(async (tx) => {
    await markPasskeyUsed(tx, passkey.id, verification.authenticationInfo.newCounter);
    return startSession(tx, services, request, user.id, 'mfa/webauthn');
  });
  sendJson(request.res, 200, session);
}
