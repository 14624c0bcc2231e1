import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type WebAuthnCredential } from '@simplewebauthn/server';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertWithinRateLimit } from '../rate-limits/rate-limit-guard';
import { startSession } from '../sessions/token-response';
import { isBanned } from '../users/user-row';
import { findUserById } from '../users/users';
import { CEREMONY_TIMEOUT_MS, checkedOrigin, requireRelyingParty, spendChallenge } from './ceremony';
import { AuthenticationCredential, parseCredential, readVerifyBody } from './passkey-bodies';
import { credentialIdOf, findPasskeyByCredentialId, markPasskeyUsed, saveChallenge } from './passkey-rows';

/**
 * POST /passkeys/authentication/options: `{ challenge_id, options, expires_at }`, a challenge for a
 * sign-in with any of the site's passkeys (no e-mail typed: the browser offers the discoverable ones
 * it holds). Counted with the password sign-ins of the client's address.
 */
export async function authenticationOptions(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  assertWithinRateLimit(request, services, 'sign_in');
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
  const challenge = await services.ctx.db.transaction((tx) =>
    saveChallenge(tx, 'authentication', null, { challenge: options.challenge, rpId: rp.id, userVerification: 'required' }),
  );
  sendJson(request.res, 200, { challenge_id: challenge.id, options, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) });
}

/**
 * POST /passkeys/authentication/verify: `{ challenge_id, credential }` → GoTrue's token response for
 * a new session with `passkey` in its amr, which private.session_aal counts as aal2 (a passkey is
 * something she has, unlocked by something she is or knows). The challenge is spent first; the
 * user handle must name the credential's account, and the signature verify with the stored key,
 * from a site page, with user verification, and a counter that moved forward (or stays 0, as
 * synced passkeys report). Every refusal of the credential is GoTrue's one 400.
 */
export async function verifyAuthentication(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  assertWithinRateLimit(request, services, 'sign_in');
  const body = await readVerifyBody(request.req);
  const { db } = services.ctx;
  const session = await db.transaction((tx) => spendChallenge(tx, body.challengeId, 'authentication', null));
  const credential = parseCredential(AuthenticationCredential, body.credential);
  const origin = checkedOrigin(rp, credential.response.clientDataJSON, session);
  const passkey = await findPasskeyByCredentialId(db, credential.id);
  const handle = credential.response.userHandle;
  if (!passkey || !handle || Buffer.from(handle, 'base64url').toString('utf8') !== passkey.user_id) throw authError('passkeyVerificationFailed');

  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: session.challenge,
    expectedOrigin: origin,
    expectedRPID: rp.id,
    credential: {
      id: credentialIdOf(passkey),
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
  if (!user) throw authError('passkeyVerificationFailed');
  if (user.email && !user.email_confirmed_at) throw authError('passkeyEmailNotConfirmed');
  if (isBanned(user)) throw authError('passkeyUserBanned');
  const answer = await db.transaction(async (tx) => {
    await markPasskeyUsed(tx, passkey.id, verification.authenticationInfo.newCounter);
    return startSession(tx, services, request, user.id, 'passkey');
  });
  sendJson(request.res, 200, answer);
}
